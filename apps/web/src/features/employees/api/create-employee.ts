import type { EmployeeCreate, EmployeeCreatedSchema } from '@raahi/domain/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { EMPLOYEES_QUERY_KEY } from './list-employees';

export type EmployeeCreated = z.infer<typeof EmployeeCreatedSchema>;

/** 201 with a temporary password (shown once) or an invitation link; 409 `{ field }` on a duplicate. */
export function createEmployee(input: EmployeeCreate): Promise<EmployeeCreated> {
  return http.post<EmployeeCreated>('/records/employees', input);
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
}
