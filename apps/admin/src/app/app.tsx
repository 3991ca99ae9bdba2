import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { config } from '../config.ts';
import { queryClient } from '../lib/query-client.ts';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes, { basename: config.basename || '/' });

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
