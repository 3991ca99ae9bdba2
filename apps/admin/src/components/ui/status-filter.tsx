import { useSearchParams } from 'react-router';
import { Select } from './select.tsx';

/**
 * A list's status filter kept in the URL (`?status=`, the first status when absent or unknown), so
 * a reload or a shared link shows the same list; `search` carries it to the list's action routes.
 */
export function useStatusFilter<S extends string>(statuses: readonly S[]): { status: S; search: string; setStatus: (status: string) => void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(asked) ? (asked as S) : statuses[0]!;
  return {
    status,
    search: params.toString() ? `?${params.toString()}` : '',
    setStatus: (next) => setParams(next === statuses[0] ? {} : { status: next }, { replace: true }),
  };
}

/** The status filter's control, in the list's filters row. */
export function StatusFilter<S extends string>(props: {
  label: string;
  statuses: readonly S[];
  value: S;
  optionLabel: (status: S) => string;
  onChange: (status: string) => void;
}) {
  return (
    <div className="filters">
      <Select
        label={props.label}
        value={props.value}
        options={props.statuses.map((value) => ({ value, label: props.optionLabel(value) }))}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
