import { useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import type { StaffOutletContext } from './staff-page.tsx';

/** The member an action route is about (from the list it opens over), and the way back to that list. */
export function useMember() {
  const { staffId } = useParams();
  const { members } = useOutletContext<StaffOutletContext>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const close = () => void navigate({ pathname: '/staff', search });
  return { member: members?.find((m) => m.staffId === staffId), loading: members === undefined, close };
}
