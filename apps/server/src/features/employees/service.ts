import type { Employee, EmployeeCreate, EmployeeUpdate } from '@parada/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { generatedPassword, hashPassword, sha256 } from '../../lib/crypto';
import { HttpError, invalidField, notFound } from '../../lib/http-error';
import { brandName, message, operatorLanguage, recipientLanguage } from '../outbox/templates';
import type { AuthUser } from '../accounts/auth-user';
import * as accounts from '../accounts/repository';
import { emailLinkCode, newTypedCode, redeemTypedCode } from '../accounts/link-codes';
import { issueSession } from '../accounts/sessions';
import * as rideTypes from '../ride-types/repository';
import * as repo from './repository';

const DAY = 24 * 60 * 60 * 1000;

/** An employee as the employees screen shows it (spec §3 Employee). */
export function toEmployee(row: AuthUser): Employee {
  return {
    id: row.id,
    name: row.name,
    telephone: row.phone,
    email: row.email ?? '',
    active: row.active,
    status: row.status === 'active' ? 'confirmed' : row.status === 'closed' ? 'closed' : 'pending',
    created_at: row.created_at.toISOString(),
    servicio_type_id: row.service_type_id,
  };
}

export async function list(db: Db, company: AuthUser, closed: boolean) {
  return (await repo.listForCompany(db, company.id, closed)).map(toEmployee);
}

async function own(db: Db, company: AuthUser, id: number) {
  const employee = await repo.findOwn(db, company.id, id);
  if (!employee) throw notFound();
  return employee;
}

async function checkRideType(db: Db, company: AuthUser, id: number | null | undefined) {
  if (id != null && !(await rideTypes.findOwn(db, company.id, id))) {
    throw invalidField('servicio_type_id', 'validation.invalid');
  }
}

async function checkUnique(db: Db, email?: string, phone?: string, exceptId?: number) {
  if (email) {
    const other = await accounts.findUserByEmail(db, email);
    if (other && other.id !== exceptId) throw invalidField('email', 'error.email_taken');
  }
  if (phone) {
    const other = await accounts.findUserByPhone(db, phone);
    if (other && other.id !== exceptId) throw invalidField('telephone', 'error.phone_taken');
  }
}

/**
 * Creates a pending employee under the company, with a generated password (the create
 * form has none: spec §5, blank generates one) and a 6-digit code to activate, both
 * emailed with the /employee/activate/{email}/{code} link.
 */
export async function create(ctx: AppContext, company: AuthUser, input: EmployeeCreate) {
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    await checkUnique(trx, input.email, input.telephone);
    await checkRideType(trx, company, input.servicio_type_id);
    const employee = await accounts.insertUser(trx, {
      agrupation_id: company.agrupation_id,
      kind: 'employee',
      name: input.name,
      email: input.email,
      phone: input.telephone,
      password_hash: passwordHash,
      panel: company.panel,
      company_id: company.id,
      service_type_id: input.servicio_type_id,
      active: input.active,
      status: 'pending',
      // Written to in the language the company chose for them, else the company's own,
      // else the operator's default; the employee's own switch changes it later.
      language:
        input.language ?? company.language ?? (await operatorLanguage(trx, company.agrupation_id)),
    });
    const code = await newTypedCode(trx, employee.id, 'employee_activation', 7 * DAY);
    // Written to the employee, who receives it; signed by the operator.
    const brand = await brandName(trx, company.agrupation_id);
    await ctx.outbox.email(trx, {
      to: input.email,
      ...message(await recipientLanguage(trx, employee), 'employee_invitation', {
        name: input.name,
        company: company.name,
        brand,
        link: `${ctx.env.PUBLIC_URL}/employee/activate/${encodeURIComponent(input.email)}/${code}`,
        code,
        password,
      }),
    });
    return toEmployee(employee);
  });
}

export interface UpdateInput extends EmployeeUpdate {
  /** The password form was left blank: generate one and email it (spec §5). */
  generatePassword?: boolean;
}

/** The active switch, the edit form's fields, or a new password; each as the spec's toast. */
export async function update(ctx: AppContext, company: AuthUser, id: number, input: UpdateInput) {
  const generated = input.generatePassword ? generatedPassword() : undefined;
  const newPassword = generated ?? input.password;
  const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    const employee = await own(trx, company, id);
    if (employee.status === 'closed') throw notFound();
    await checkUnique(trx, input.email, input.telephone, employee.id);
    if (input.servicio_type_id !== undefined) {
      await checkRideType(trx, company, input.servicio_type_id);
    }
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.telephone !== undefined ? { phone: input.telephone } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.servicio_type_id !== undefined ? { service_type_id: input.servicio_type_id } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    };
    // A body that changes nothing (only a password confirmation) is a form error, not an
    // UPDATE without columns.
    if (Object.keys(changes).length === 0) throw new HttpError(422, 'validation.required');
    const updated = await accounts.updateUser(trx, employee.id, changes);
    // A switched-off employee or a changed password ends the employee's sessions at once.
    if (input.active === false || passwordHash) await accounts.revokeAllTokens(trx, employee.id);
    if (generated && updated.email) {
      await ctx.outbox.email(trx, {
        to: updated.email,
        ...message(await recipientLanguage(trx, updated), 'employee_new_password', {
          name: updated.name,
          company: company.name,
          brand: await brandName(trx, company.agrupation_id),
          password: generated,
        }),
      });
    }
    return toEmployee(updated);
  });
}

export async function remove(db: Db, company: AuthUser, id: number) {
  await db.transaction().execute(async (trx) => {
    await own(trx, company, id);
    await repo.deleteEmployee(trx, id);
  });
}

/** Closes the account for good: it leaves the list, cannot log in, its sessions end. */
export async function close(db: Db, company: AuthUser, id: number) {
  await db.transaction().execute(async (trx) => {
    const employee = await own(trx, company, id);
    if (employee.status === 'closed') throw notFound();
    await accounts.updateUser(trx, id, { status: 'closed', active: false, closed_at: new Date() });
    await accounts.revokeAllTokens(trx, id);
  });
}

/** Emails the employee a /employee/reset_password/{token} link to choose a new password. */
export async function sendPasswordReset(ctx: AppContext, company: AuthUser, id: number) {
  await ctx.db.transaction().execute(async (trx) => {
    const employee = await own(trx, company, id);
    if (employee.status === 'closed' || !employee.email) throw notFound();
    await emailLinkCode(ctx, trx, {
      to: employee.email,
      user: employee,
      purpose: 'employee_password',
      template: 'employee_reset_link',
      path: (token) => `/employee/reset_password/${token}`,
      vars: { company: company.name },
    });
  });
}

/** PUT employee/confirm: the emailed 6-digit code activates the account and logs it in. */
export async function confirm(ctx: AppContext, email: string, code: string) {
  const employee = await accounts.findUserByEmail(ctx.db, email);
  const id = employee?.kind === 'employee' ? employee.id : undefined;
  return redeemTypedCode(ctx.db, id, 'employee_activation', code, async (trx, userId) => {
    const active = await accounts.updateUser(trx, userId, { status: 'active' });
    if (!active.active) throw invalidField('code', 'error.invalid_code');
    return issueSession(trx, active);
  });
}

/** PUT employee/password: a new password by the emailed token ('Invalid token' otherwise). */
export async function setPasswordByToken(ctx: AppContext, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const live = await accounts.findLiveCode(trx, 'employee_password', sha256(token));
    if (!live || Number((await accounts.useCode(trx, live.id)).numUpdatedRows) !== 1) {
      throw invalidField('token', 'error.invalid_token');
    }
    await accounts.updateUser(trx, live.user_id, { password_hash: passwordHash });
    await accounts.revokeAllTokens(trx, live.user_id);
  });
}
