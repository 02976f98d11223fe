// @vitest-environment happy-dom

import { adminUserRules } from '@shared/i18n/admin/user-rules';
import { adminUsers } from '@shared/i18n/admin/users';
import { adminQuizListResponseSchema } from '@shared/schemas/admin-catalog';
import {
  type AdminRestriction,
  adminRestrictionSchema,
  adminRestrictionsResponseSchema,
} from '@shared/schemas/admin-users';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quizListItem } from '@web/test/admin-quiz';
import { fakeApi, noContent, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, HISTORY_QUIZ_ID, LEARNER_ID, MATH_QUIZ_ID, restriction } from '../test/user-fixtures';
import { RestrictionsDialog } from './restrictions-dialog';

const RESTRICTIONS = `/api/admin/users/${LEARNER_ID}/restrictions`;
const HISTORY = restriction();

const QUIZZES = [
  quizListItem(HISTORY_QUIZ_ID, 'Jahon tarixi'),
  quizListItem(MATH_QUIZ_ID, 'Algebra asoslari'),
];

let routes: Parameters<typeof fakeApi>[0];
let calls: ReturnType<typeof fakeApi>;

const listOf = (restrictions: AdminRestriction[]) => reply(adminRestrictionsResponseSchema, { restrictions });

beforeEach(() => {
  routes = {
    [`GET ${RESTRICTIONS}`]: listOf([HISTORY]),
    'GET /api/admin/quizzes?page=1&pageSize=20': reply(adminQuizListResponseSchema, {
      quizzes: QUIZZES,
      total: 2,
      page: 1,
      pageSize: 20,
    }),
    'GET /api/admin/quizzes?search=algebra&page=1&pageSize=20': reply(adminQuizListResponseSchema, {
      quizzes: [QUIZZES[1]!],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
  };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openDialog = () => renderWithApp(<RestrictionsDialog user={adminUser()} onClose={() => {}} />);
const dialog = () => screen.getByRole('dialog', { name: adminUsers.restrictions.title });
const writes = () => calls.filter((call) => call.method !== 'GET');
const submit = () =>
  fireEvent.click(within(dialog()).getByRole('button', { name: adminUsers.restrictions.form.save }));

describe('RestrictionsDialog', () => {
  it("lists the user's restrictions with quiz titles, reason and attempts", async () => {
    routes[`GET ${RESTRICTIONS}`] = listOf([
      HISTORY,
      restriction({
        quizId: MATH_QUIZ_ID,
        quizTitle: 'Algebra asoslari',
        isBlocked: false,
        reason: null,
        maxAttemptsOverride: 2,
      }),
    ]);
    openDialog();
    const history = await screen.findByRole('listitem', { name: 'Jahon tarixi' });
    expect(within(history).getByText(adminUsers.restrictions.blocked)).toBeTruthy();
    expect(within(history).getByText(adminUsers.restrictions.reason("To'lov tekshirilmoqda"))).toBeTruthy();
    expect(within(history).getByText(adminUsers.restrictions.attemptsQuizOwn)).toBeTruthy();
    const algebra = screen.getByRole('listitem', { name: 'Algebra asoslari' });
    expect(within(algebra).getByText(adminUsers.restrictions.notBlocked)).toBeTruthy();
    expect(within(algebra).getByText(adminUsers.restrictions.attempts(2))).toBeTruthy();
  });

  it('says when there are none', async () => {
    routes[`GET ${RESTRICTIONS}`] = listOf([]);
    openDialog();
    expect(await screen.findByText(adminUsers.restrictions.empty)).toBeTruthy();
  });

  it('adds a block: a quiz and a reason are required, then it is saved', async () => {
    openDialog();
    fireEvent.click(await screen.findByRole('button', { name: adminUsers.restrictions.add }));
    fireEvent.click(screen.getByLabelText(adminUsers.restrictions.form.blocked));
    submit();
    expect(await within(dialog()).findByText(adminUsers.restrictions.form.quizRequired)).toBeTruthy();
    expect(within(dialog()).getByText(adminUserRules.reasonRequired)).toBeTruthy();

    // the quiz with a rule already is shown but cannot be picked again
    const taken = (await screen.findByRole('radio', { name: /Jahon tarixi/ })) as HTMLInputElement;
    expect(taken.disabled).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: adminUsers.restrictions.form.quizSearch }), {
      target: { value: 'algebra' },
    });
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/quizzes?search=algebra&page=1&pageSize=20'),
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Algebra asoslari/ }));
    expect(screen.getByText(adminUsers.restrictions.form.selected('Algebra asoslari'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(adminUsers.restrictions.form.reason), {
      target: { value: 'Imtihon qoidasini buzdi' },
    });
    fireEvent.change(screen.getByLabelText(adminUsers.restrictions.form.maxAttempts), {
      target: { value: '2' },
    });
    expect(writes()).toEqual([]);

    routes[`PUT ${RESTRICTIONS}/${MATH_QUIZ_ID}`] = reply(
      adminRestrictionSchema,
      restriction({ quizId: MATH_QUIZ_ID, quizTitle: 'Algebra asoslari', maxAttemptsOverride: 2 }),
    );
    routes[`GET ${RESTRICTIONS}`] = listOf([
      HISTORY,
      restriction({ quizId: MATH_QUIZ_ID, quizTitle: 'Algebra asoslari', reason: 'Imtihon qoidasini buzdi' }),
    ]);
    submit();
    expect(await screen.findByText(adminUsers.restrictions.saved)).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: `${RESTRICTIONS}/${MATH_QUIZ_ID}`,
        body: { isBlocked: true, reason: 'Imtihon qoidasini buzdi', maxAttemptsOverride: 2 },
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Algebra asoslari' })).toBeTruthy();
  });

  it('edits a restriction: unblocking with an attempts limit drops the reason', async () => {
    routes[`PUT ${RESTRICTIONS}/${HISTORY_QUIZ_ID}`] = reply(adminRestrictionSchema, HISTORY);
    openDialog();
    fireEvent.click(
      await screen.findByRole('button', { name: adminUsers.restrictions.editLabel('Jahon tarixi') }),
    );
    expect((screen.getByLabelText(adminUsers.restrictions.form.reason) as HTMLTextAreaElement).value).toBe(
      "To'lov tekshirilmoqda",
    );
    fireEvent.click(screen.getByLabelText(adminUsers.restrictions.form.blocked));
    expect(screen.queryByLabelText(adminUsers.restrictions.form.reason)).toBeNull();
    submit();
    expect(await within(dialog()).findByText(adminUsers.restrictions.form.noEffect)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(adminUsers.restrictions.form.maxAttempts), {
      target: { value: '0' },
    });
    submit();
    expect(await within(dialog()).findByText(adminUserRules.maxAttemptsMin)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(adminUsers.restrictions.form.maxAttempts), {
      target: { value: '5' },
    });
    submit();
    expect(await screen.findByText(adminUsers.restrictions.saved)).toBeTruthy();
    expect(writes().map((call) => call.body)).toEqual([
      { isBlocked: false, reason: null, maxAttemptsOverride: 5 },
    ]);
  });

  it('removes a restriction only after confirmation', async () => {
    routes[`DELETE ${RESTRICTIONS}/${HISTORY_QUIZ_ID}`] = noContent;
    openDialog();
    fireEvent.click(
      await screen.findByRole('button', { name: adminUsers.restrictions.removeLabel('Jahon tarixi') }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: adminUsers.restrictions.removeConfirmTitle,
    });
    expect(writes()).toEqual([]);
    routes[`GET ${RESTRICTIONS}`] = listOf([]);
    fireEvent.click(within(confirm).getByRole('button', { name: adminUsers.restrictions.remove }));
    expect(await screen.findByText(adminUsers.restrictions.removed)).toBeTruthy();
    expect(writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      `DELETE ${RESTRICTIONS}/${HISTORY_QUIZ_ID}`,
    ]);
    expect(await screen.findByText(adminUsers.restrictions.empty)).toBeTruthy();
  });

  it('adds an attempts-only rule: the block box starts unticked, so no reason is asked', async () => {
    openDialog();
    fireEvent.click(await screen.findByRole('button', { name: adminUsers.restrictions.add }));
    expect((screen.getByLabelText(adminUsers.restrictions.form.blocked) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByLabelText(adminUsers.restrictions.form.reason)).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: /Algebra asoslari/ }));
    fireEvent.change(screen.getByLabelText(adminUsers.restrictions.form.maxAttempts), {
      target: { value: '3' },
    });

    routes[`PUT ${RESTRICTIONS}/${MATH_QUIZ_ID}`] = reply(
      adminRestrictionSchema,
      restriction({ quizId: MATH_QUIZ_ID, quizTitle: 'Algebra asoslari', isBlocked: false, reason: null }),
    );
    submit();
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PUT',
          url: `${RESTRICTIONS}/${MATH_QUIZ_ID}`,
          body: { isBlocked: false, reason: null, maxAttemptsOverride: 3 },
        },
      ]),
    );
    expect(screen.queryByText(adminUserRules.reasonRequired)).toBeNull();
  });
});
