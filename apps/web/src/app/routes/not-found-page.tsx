import { NotFound } from '../../components/ui/not-found.tsx';

/** 404 for any unknown route, including a type segment other than puja or chadawa (spec §2). */
export default function NotFoundPage() {
  return <NotFound />;
}
