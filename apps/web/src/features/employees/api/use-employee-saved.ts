import type { Employee } from '@raahi/domain/employees';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { employeeQueryKey } from './get-employee';
import { EMPLOYEES_QUERY_KEY } from './list-employees';

/**
 * After a change to a staff account: its page shows the server's new copy at once, and the
 * lists and its history are fetched again.
 */
export function useEmployeeSaved(): (employee: Employee) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (employee: Employee) => {
      queryClient.setQueryData(employeeQueryKey(employee.id), employee);
      void queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY });
    },
    [queryClient],
  );
}
