// The first step of `npm start` and `npm test`: the product runs on the Node.js its package.json
// asks for (engines), not on whatever the machine has. `npm install` puts Node 24 from the npm
// registry (the `node-<platform>` packages, optional dependencies) in node_modules/.bin, and npm
// puts that folder first on PATH for every script, so `node` in our scripts is that one even where
// the system Node is 20 (decision 222). Where no such package exists for the platform, this says so.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = /^>=(\d+)\.(\d+)/.exec(engines.node);
if (!wanted) throw new Error(`check-node: cannot read engines.node "${engines.node}" (expected ">=MAJOR.MINOR")`);
const [major, minor] = process.versions.node.split('.').map(Number);
const [needMajor, needMinor] = [Number(wanted[1]), Number(wanted[2])];
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Sankalp needs Node.js ${engines.node}; the scripts run on ${process.version} (${process.execPath}).\n` +
      `Run \`npm install\` first: it puts Node ${needMajor} from the npm registry in node_modules/.bin for ` +
      `linux-x64, linux-arm64 and darwin-x64. On another platform, install Node ${needMajor} yourself.`,
  );
  process.exit(1);
}
console.log(`check-node: Node.js ${process.version} (${process.platform}-${process.arch})`);
