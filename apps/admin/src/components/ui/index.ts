// The console's shared UI: every feature builds its screens from these (apps/admin/README.md).
export { Button, type ButtonProps, type ButtonVariant } from './button.tsx';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './text-field.tsx';
export { Select, type SelectOption, type SelectProps } from './select.tsx';
export { BilingualField, type BilingualFieldProps } from './bilingual-field.tsx';
export { DataTable, columnHelper, dataTableFeatures, type DataTableColumn, type DataTablePaging, type DataTableProps } from './data-table.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export { Money } from './money.tsx';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status-badge.tsx';
export { Loading } from './loading.tsx';
export { PageHeader } from './page-header.tsx';
export { PrintButton } from './print-button.tsx';
export { FormError } from './form-error.tsx';
export { StatusFilter, useStatusFilter } from './status-filter.tsx';
