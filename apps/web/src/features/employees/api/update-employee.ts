import type { Employee, EmployeeUpdate } from '@raahi/domain/employees';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useEmployeeSaved } from './use-employee-saved';

/** Changes name, email, phone or job role; 409 `{ field }` when another account uses it. */
export function updateEmployee(userId: string, changes: EmployeeUpdate): Promise<Employee> {
  return http.patch<Employee>(`/records/employees/${encodeURIComponent(userId)}`, changes);
}

export function useUpdateEmployee(userId: string) {
  const saved = useEmployeeSaved();
  return useMutation({
    mutationFn: (changes: EmployeeUpdate) => updateEmployee(userId, changes),
    onSuccess: saved,
  });
}
