import type { AdminCreate } from '@raahi/domain/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { EmployeeCreated } from './create-employee';
import { ADMINS_QUERY_KEY } from './list-admins';

/** Another admin, onboarded like an employee; 409 `{ field }` on a duplicate. */
export function createAdmin(input: AdminCreate): Promise<EmployeeCreated> {
  return http.post<EmployeeCreated>('/accounts/admins', input);
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
