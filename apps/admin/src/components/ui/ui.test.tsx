import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { errorDetail } from '../../lib/toast.ts';
import { BilingualField, Button, DataTable, Dialog, FormError, Money, StatusBadge, TextField, columnHelper } from './index.ts';

type Row = { id: string; name: string; amountPaise: number };
const col = columnHelper<Row>();
const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('amountPaise', { header: 'Amount', cell: ({ getValue }) => <Money paise={getValue()} /> }),
];
const rows: Row[] = [
  { id: 'a', name: 'Asha', amountPaise: 50100 },
  { id: 'b', name: 'Ravi', amountPaise: 100 },
];

describe('FormError', () => {
  it('shows one reason as a sentence and several (errorDetail of a 400 with problems) as a list', () => {
    const several = new ApiError(400, 'VALIDATION', 'Fill in the name.', ['Fill in the name.', 'Add a main image.']);
    expect(errorDetail(new ApiError(400, 'VALIDATION', 'Fill in the name.', ['Fill in the name.']))).toBe('Fill in the name.');
    const { rerender } = render(<FormError>{errorDetail(several)}</FormError>);
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fill in the name.', 'Add a main image.']);
    rerender(<FormError>{errorDetail(new ApiError(409, 'ARCHIVED', 'This event is archived.'))}</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('This event is archived.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('TextField', () => {
  it('ties its error to the input', () => {
    render(<TextField label="Phone" error="Please enter a valid number." />);
    const input = screen.getByLabelText('Phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Please enter a valid number.');
  });
});

describe('BilingualField', () => {
  it('labels an English and a Hindi input, each with its lang', () => {
    render(<BilingualField label="Name" en={{ name: 'nameEn' }} hi={{ name: 'nameHi' }} errorHi="Required" />);
    expect(screen.getByRole('group', { name: 'Name' })).toBeTruthy();
    expect(screen.getByLabelText('Name (English)').getAttribute('lang')).toBe('en');
    const hindi = screen.getByLabelText('Name (Hindi)');
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(hindi.getAttribute('aria-describedby')).toBeTruthy();
  });
});

describe('DataTable', () => {
  it('shows the rows, each cell with its column name, and pages on the server', async () => {
    const onPageChange = vi.fn();
    render(<DataTable label="Orders" columns={columns} data={rows} getRowId={(r) => r.id} paging={{ page: 1, pageSize: 2, total: 3, onPageChange }} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByText('₹501').closest('td')?.getAttribute('data-label')).toBe('Amount');
    expect(screen.getByText('Page 1 of 2 · 3 in all')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when there is nothing, and when it is loading', () => {
    const { rerender } = render(<DataTable label="Orders" columns={columns} data={[]} getRowId={(r) => r.id} empty="No orders yet." />);
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    rerender(<DataTable label="Orders" columns={columns} data={undefined} getRowId={(r) => r.id} loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });
});

describe('Dialog', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Refund" footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}>
          <p>Refund this order?</p>
        </Dialog>
      </>
    );
  }

  it('opens as a modal named by its title, and closes with its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(screen.queryByText('Refund this order?')).toBeNull();
  });
});

describe('StatusBadge', () => {
  it('names a known status and shows an unknown one as it is', () => {
    render(
      <>
        <StatusBadge status="SUCCESS" />
        <StatusBadge status="SOMETHING_NEW" />
      </>,
    );
    expect(screen.getByText('Paid').className).toContain('ui-badge--info');
    expect(screen.getByText('SOMETHING_NEW').className).toContain('ui-badge--neutral');
  });
});
