import { GRANTED_ROLES, type Role } from '@contract/roles'
import type { MemberRow } from '../../db/schema/index'

/** Every account is a web member; an association record (number and class) adds association_member. */
export function effectiveRoles(member: Pick<MemberRow, 'memberNo' | 'memberClass' | 'roles'>): Role[] {
  const roles: Role[] = ['web_member']
  if (member.memberNo && member.memberClass) roles.push('association_member')
  for (const role of member.roles) if ((GRANTED_ROLES as readonly string[]).includes(role)) roles.push(role as Role)
  return roles
}
