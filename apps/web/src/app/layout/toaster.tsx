import { Toaster as SonnerToaster } from 'sonner';

/** Loaded after first paint (see root layout): top-right, 5 s, Alt+T focuses the toasts (spec §9). */
export default function Toaster() {
  return <SonnerToaster position="top-right" duration={5000} hotkey={['altKey', 'KeyT']} richColors closeButton />;
}
