import { useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import type { TemplesOutletContext } from './temples-page.tsx';

/** The temple an action route is about (from the list it opens over), and the way back to that list. */
export function useTemple() {
  const { templeId } = useParams();
  const { temples } = useOutletContext<TemplesOutletContext>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const close = () => void navigate({ pathname: '/temples', search });
  return { templeId, temple: temples?.find((x) => x.id === templeId), loading: temples === undefined, close };
}
