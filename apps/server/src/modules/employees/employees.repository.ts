import type { EmployeeListQuery } from '@raahi/domain/employees';
import { and, asc, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { createListPages } from '../../db/list-page.js';
import { users } from '../../db/schema/index.js';

/** Whose staff: the operator's (ADMIN_USER) or one vendor's (VENDOR_USER). */
export interface StaffScope {
  role: 'ADMIN_USER' | 'VENDOR_USER' | 'admin';
  vendorId: string | null;
}

const creator = alias(users, 'creator');
const SORTS = {
  name: [asc(users.name), asc(users.id)],
  '-name': [desc(users.name), desc(users.id)],
  createdAt: [asc(users.createdAt), asc(users.id)],
  '-createdAt': [desc(users.createdAt), desc(users.id)],
} satisfies Record<EmployeeListQuery['sort'], SQL[]>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createEmployeesRepository(db: Database) {
  const listPage = createListPages(db);
  const inScope = (scope: StaffScope) =>
    and(
      eq(users.role, scope.role),
      scope.vendorId ? eq(users.vendorId, scope.vendorId) : isNull(users.vendorId),
    );
  const columns = { user: users, creatorName: creator.name };
  // Only what a list row shows.
  const listColumns = {
    user: {
      id: users.id,
      regId: users.regId,
      role: users.role,
      name: users.name,
      email: users.email,
      phone: users.phone,
      jobRole: users.jobRole,
      approvalStatus: users.approvalStatus,
      accountStatus: users.accountStatus,
      mustChangePassword: users.mustChangePassword,
      vendorId: users.vendorId,
      createdBy: users.createdBy,
      createdAt: users.createdAt,
    },
    creatorName: creator.name,
  };

  return {
    async find(scope: StaffScope, id: string) {
      const [row] = await db
        .select(columns)
        .from(users)
        .leftJoin(creator, eq(creator.id, users.createdBy))
        .where(and(inScope(scope), eq(users.id, id)));
      return row;
    },

    async list(scope: StaffScope, query: EmployeeListQuery) {
      const where: (SQL | undefined)[] = [inScope(scope)];
      where.push(
        query.accountStatus
          ? eq(users.accountStatus, query.accountStatus)
          : ne(users.accountStatus, 'Deleted'),
      );
      if (query.jobRole) where.push(eq(users.jobRole, query.jobRole));
      if (query.q) {
        const term = `%${escapeLike(query.q)}%`;
        where.push(
          or(
            ilike(users.name, term),
            ilike(users.email, term),
            ilike(users.regId, term),
            ilike(users.phone, term),
          ),
        );
      }
      return listPage({
        name: 'employees',
        select: (total) =>
          db
            .select({ ...listColumns, total })
            .from(users)
            .leftJoin(creator, eq(creator.id, users.createdBy))
            .$dynamic(),
        table: users,
        where: and(...where),
        orderBy: SORTS[query.sort],
        page: query.page,
        pageSize: query.pageSize,
        search: Boolean(query.q),
      });
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
export type EmployeeListRow = Awaited<ReturnType<EmployeesRepository['list']>>['rows'][number];
