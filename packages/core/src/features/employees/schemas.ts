/**
 * A company's employees (spec §3 Employee, §7 Employees).
 */
import { z } from 'zod';
import {
  emailSchema,
  idSchema,
  issue,
  languageSchema,
  nameText,
  passwordSchema,
  phoneSchema,
  TEXT_MAX,
  timestampSchema,
  newPasswordFields,
  withPasswordConfirmation,
} from '../common/schemas';

/**
 * Where an employee's account stands: `pending` until they confirm the emailed code,
 * `confirmed` once they can log in, `closed` after the company closes it (GET
 * customer/employees/closed lists those). `active` is the company's on/off switch.
 */
export const EMPLOYEE_STATUSES = ['pending', 'confirmed', 'closed'] as const;
export const employeeStatusSchema = z.enum(EMPLOYEE_STATUSES);
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;

export const employeeSchema = z.object({
  id: idSchema,
  name: z.string(),
  telephone: z.string().nullable(),
  email: z.string(),
  active: z.boolean(),
  status: employeeStatusSchema,
  created_at: timestampSchema,
  /** The service type the employee books under, if the company uses them. */
  servicio_type_id: idSchema.nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET customer/employees and customer/employees/closed */
export const employeeListSchema = z.array(employeeSchema);
export type EmployeeList = z.infer<typeof employeeListSchema>;

const employeeFields = {
  name: nameText(TEXT_MAX.name),
  telephone: phoneSchema,
  email: emailSchema,
  active: z.boolean(issue('validation.invalid')),
  servicio_type_id: idSchema.nullable(),
};

/** POST customer/employee: the new employee gets an email to confirm and set a password. */
export const employeeCreateSchema = z.object({
  ...employeeFields,
  active: employeeFields.active.default(true),
  servicio_type_id: employeeFields.servicio_type_id.default(null),
  /** The invitation's language: else the company's own, else the operator's default. */
  language: languageSchema.optional(),
});
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;

/**
 * The password form of an employee row. Both left blank means "generate one and email it"
 * (spec §5); otherwise the password rule applies and the two must match.
 */
export const employeePasswordFormSchema = withPasswordConfirmation(
  z.object({
    ...newPasswordFields,
    password: z.union([z.literal(''), passwordSchema], issue('validation.password')),
  }),
);
export type EmployeePasswordForm = z.infer<typeof employeePasswordFormSchema>;

/**
 * PUT customer/employee/{id}: the active switch alone, the edit form's fields, or a new
 * password (with its confirmation). At least one field.
 */
export const employeeUpdateSchema = withPasswordConfirmation(
  z
    .object({
      ...employeeFields,
      ...newPasswordFields,
    })
    .partial()
    .refine((fields) => Object.keys(fields).length > 0, issue('validation.nothing_to_update')),
);
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

/** PUT customer/employee/{id}/close */
export const employeeCloseResponseSchema = z.object({ message: z.string() });
export type EmployeeCloseResponse = z.infer<typeof employeeCloseResponseSchema>;
