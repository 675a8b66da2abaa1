import {
  settlementFileName,
  type DeductionInput,
  type PaymentInput,
  type SettlementStatement,
  type SettlementSummary,
} from '@raahi/domain/settlements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { http } from '../../../lib/http';

/** Every settlement query under ['settlements', …]: a deduction or payment refreshes them all. */
export const settlementKeys = {
  all: ['settlements'] as const,
  list: (month: string) => [...settlementKeys.all, 'list', month] as const,
  statement: (vendorId: string, month: string) =>
    [...settlementKeys.all, 'statement', vendorId, month] as const,
};

const statementPath = (vendorId: string, month: string) =>
  `/settlements/${encodeURIComponent(vendorId)}/${encodeURIComponent(month)}`;

export function useSettlements(month: string) {
  return useQuery({
    queryKey: settlementKeys.list(month),
    queryFn: ({ signal }) =>
      http.get<SettlementSummary[]>(`/settlements?month=${encodeURIComponent(month)}`, { signal }),
  });
}

export function useSettlementStatement(vendorId: string, month: string) {
  return useQuery({
    queryKey: settlementKeys.statement(vendorId, month),
    queryFn: ({ signal }) =>
      http.get<SettlementStatement>(statementPath(vendorId, month), { signal }),
  });
}

/** The operator deducts an amount by hand, or records the month paid. */
export function useSettlementChange(vendorId: string, month: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: settlementKeys.all });
  return {
    deduct: useMutation({
      mutationFn: (input: DeductionInput) =>
        http.post<SettlementStatement>(`${statementPath(vendorId, month)}/deductions`, input),
      onSuccess,
    }),
    pay: useMutation({
      mutationFn: (input: PaymentInput) =>
        http.post<SettlementStatement>(`${statementPath(vendorId, month)}/payment`, input),
      onSuccess,
    }),
  };
}

/** The statement as a file (the server's PDF or workbook), named as the server names it. */
export function downloadStatement(statement: SettlementStatement, format: 'pdf' | 'xlsx') {
  return downloadFile(
    `${statementPath(statement.vendorId, statement.month)}/export?format=${format}`,
    settlementFileName(statement, format),
  );
}
