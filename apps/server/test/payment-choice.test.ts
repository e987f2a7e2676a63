import { expect, it } from 'vitest';
import { methodFor, ownMethodChoice } from '../src/features/billing/charging';
import { chosenMethod } from '../src/features/payments/repository';
import { methodsOf } from '../src/features/payments/service';
import { describeApi } from './helper';

/**
 * A booking and its charge choose the payer's method with payments' `chosenMethod` query
 * (in the ride's own statement when the booker pays): it must choose what the user's
 * list of methods shows (`methodsOf`: the asked method when enabled, else the one marked
 * default), over every mix of the operator's and the user's choices.
 */
describeApi('the payer method chosen in SQL', (h) => {
  it("chooses the asked method when enabled, else the list's default, for every mix", async () => {
    const users = await h.db
      .selectFrom('users')
      .select(['id', 'kind', 'agrupation_id'])
      .where('email', 'in', ['client@example.com', 'company@example.com', 'hotel@example.com'])
      .execute();
    expect(users).toHaveLength(3);
    const root = await h.db
      .selectFrom('agrupations')
      .select('id')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const methods = await h.db
      .selectFrom('payment_methods')
      .select(['id', 'type'])
      .where('agrupation_id', '=', root.id)
      .orderBy('position')
      .execute();
    expect(methods.length).toBeGreaterThanOrEqual(4);

    // Deterministic mixes: each method's operator flags, each user's own choice of it.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let compared = 0;
    for (let round = 0; round < 12; round += 1) {
      for (const [position, method] of methods.entries()) {
        await h.db
          .updateTable('payment_methods')
          .set({
            active: next(5) > 0,
            enabled_by_default: next(2) === 0,
            // Ties in position are broken by id, as the list is.
            position: round % 3 === 0 ? 0 : (position * 7 + round) % methods.length,
          })
          .where('id', '=', method.id)
          .execute();
      }
      for (const user of users) {
        await h.db.deleteFrom('user_payment_methods').where('user_id', '=', user.id).execute();
        let hasDefault = false;
        for (const method of methods) {
          const own = next(3); // none, disabled, enabled
          if (own === 0) continue;
          const isDefault: boolean = own === 2 && !hasDefault && next(2) === 0;
          hasDefault ||= isDefault;
          await h.db
            .insertInto('user_payment_methods')
            .values({
              user_id: user.id,
              payment_method_id: method.id,
              agrupation_id: root.id,
              enabled: own === 2,
              is_default: isDefault,
            })
            .execute();
        }
        for (const requested of [null, -1, ...methods.map((method) => method.id)]) {
          const payable = {
            company_id: user.kind === 'company' ? user.id : null,
            user_id: user.id,
            root_agrupation_id: root.id,
            payment_method_id: requested,
          };
          const choice = ownMethodChoice(payable, user);
          expect(choice).toBeDefined();
          const inSql = await chosenMethod(h.db, choice!).executeTakeFirst();
          const sqlChoice = inSql ? { id: inSql.id, type: inSql.type } : { id: null, type: 'cash' };
          const listed = (await methodsOf(h.db, user, root.id)).filter((m) => m.enabled);
          const shown = listed.find((m) => m.id === requested) ?? listed.find((m) => m.is_default);
          const expected = shown ? { id: shown.id, type: shown.type } : { id: null, type: 'cash' };
          expect(sqlChoice, `${user.kind} asked ${requested}, round ${round}`).toEqual(expected);
          expect(await methodFor(h.db, payable, user)).toEqual(expected);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(12 * 3 * (methods.length + 2));
  });

  it('leaves an employee, whose company pays, to methodFor', () => {
    const payable = { company_id: 9, user_id: 10, root_agrupation_id: 1, payment_method_id: null };
    expect(ownMethodChoice(payable, { id: 10, kind: 'employee' })).toBeUndefined();
  });
});
