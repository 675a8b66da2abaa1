import type { Employee, EmployeeAction } from '@raahi/domain/employees';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useEmployeeSaved } from './use-employee-saved';

/** Deactivate, reactivate, block or delete; 409 when the account's status does not allow it. */
export function changeEmployeeStatus(userId: string, action: EmployeeAction): Promise<Employee> {
  return http.post<Employee>(`/records/employees/${encodeURIComponent(userId)}/${action}`);
}

export function useChangeEmployeeStatus(userId: string) {
  const saved = useEmployeeSaved();
  return useMutation({
    mutationFn: (action: EmployeeAction) => changeEmployeeStatus(userId, action),
    onSuccess: saved,
  });
}
