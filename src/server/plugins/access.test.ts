import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../shared/i18n/uz';
import { cartItems } from '../db/schema';
import { adminCatalogCases } from '../features/admin-catalog/admin-catalog-access.test-support';
import { adminDashboardCases } from '../features/admin-dashboard/admin-dashboard-access.test-support';
import { adminPaymentCases } from '../features/admin-payments/admin-payments-access.test-support';
import { adminQuestionCases } from '../features/admin-questions/admin-questions-access.test-support';
import { adminResultCases } from '../features/admin-results/admin-results-access.test-support';
import { adminSessionCases } from '../features/admin-sessions/admin-sessions-access.test-support';
import { adminSystemCases } from '../features/admin-system/admin-system-access.test-support';
import { adminUserCases } from '../features/admin-users/admin-users-access.test-support';
import { auditCases } from '../features/audit/audit-access.test-support';
import { contactCases } from '../features/contact/contact-access.test-support';
import { guestCases } from '../features/guest/guest-access.test-support';
import { clickCases } from '../features/payments/click/click-access.test-support';
import { paymeCases } from '../features/payments/payme/payme-access.test-support';
import { uzumCases } from '../features/payments/uzum/uzum-access.test-support';
import { settingsCases } from '../features/settings/settings-access.test-support';
import { smsCases } from '../features/sms/sms-access.test-support';
import { uploadCases } from '../features/uploads/uploads-access.test-support';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import type { AccessContext, Actor, Call, RouteCase } from '../test/access-cases';
import {
  claimedQuiz,
  createQuiz,
  createUserNotification,
  passedResult,
  signedInDemo,
  signedInUser,
  startedSession,
  TEST_DEVICE,
} from '../test/factories';
import { type Client, client } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every API route declares who may call it; this proves what a guest, the owner of a resource,
 * another user and an admin get from each one. The table below has one case per registered route
 * ("METHOD url"): a route added without a case fails the first test.
 */
let app: TestApp;
let guest: Client;
let owner: { id: string; client: Client; email: string };
let otherUser: { id: string; client: Client };
let admin: Client;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  guest = client(app.server);
  owner = await signedInUser(app, 'Egasi Foydalanuvchi');
  otherUser = await signedInUser(app, 'Boshqa Foydalanuvchi');
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Others go before the owner, so the owner's success also proves their attempts changed nothing.
const ACTORS: Actor[] = ['guest', 'other', 'admin', 'owner'];

const forEveryone = (status = 200) => ({ guest: status, other: status, admin: status, owner: status });
const publicRoute = (call: RouteCase['call'], status = 200): RouteCase => ({
  access: 'public',
  call,
  expected: forEveryone(status),
});
/** a user route about the caller's own data: every signed-in caller is served */
const forSignedIn = (call: RouteCase['call'], status = 200, othersStatus = status): RouteCase => ({
  access: 'user',
  call,
  expected: { guest: 401, other: othersStatus, admin: othersStatus, owner: status },
});
/** a user route on the owner's resource: nobody else may touch it (no IDOR), admins included */
const ownedBy = (call: RouteCase['call'], status = 200, othersStatus = 404): RouteCase =>
  forSignedIn(call, status, othersStatus);

/** a 'player' route (a learner, or a guest through a guest access): for actors without one, as a user route */
const asPlayer = (route: RouteCase): RouteCase => ({ ...route, access: 'player' });

const sessionRoute = (action: string, body: unknown, status = 200) =>
  asPlayer(
    ownedBy(async () => {
      const { sessionId } = await startedSession(app, owner.client);
      return { url: `/api/play/sessions/${sessionId}/${action}`, body };
    }, status),
  );

const context: AccessContext = {
  get app() {
    return app;
  },
  get admin() {
    return admin;
  },
};

const ROUTES: Record<string, RouteCase> = {
  ...adminCatalogCases(context),
  ...adminQuestionCases(context),
  ...adminDashboardCases(context),
  ...adminResultCases(context),
  ...adminPaymentCases(context),
  ...uploadCases(context),
  ...auditCases(context),
  ...contactCases(context),
  ...guestCases(context),
  ...clickCases(context),
  ...paymeCases(),
  ...uzumCases(),
  ...adminUserCases(context),
  ...adminSessionCases(context),
  ...settingsCases(context),
  ...adminSystemCases(context),
  ...smsCases(context),
  // better-auth is one wildcard route each; its own admin checks are proven on its admin endpoints
  'GET /api/auth/*': {
    access: 'public',
    call: () => ({ url: '/api/auth/admin/list-users' }),
    expected: { guest: 401, other: 403, admin: 200, owner: 403 },
  },
  'POST /api/auth/*': {
    access: 'public',
    call: () => ({ url: '/api/auth/admin/list-user-sessions', body: { userId: owner.id } }),
    expected: { guest: 401, other: 403, admin: 200, owner: 403 },
  },
  'GET /api/health': publicRoute(() => ({ url: '/api/health' })),
  'GET /api/health/live': publicRoute(() => ({ url: '/api/health/live' })),
  'GET /api/categories/featured': publicRoute(() => ({ url: '/api/categories/featured' })),
  'GET /api/categories': publicRoute(() => ({ url: '/api/categories' })),
  'GET /api/quizzes/newest': publicRoute(() => ({ url: '/api/quizzes/newest' })),
  'GET /api/quizzes': publicRoute(() => ({ url: '/api/quizzes' })),
  'GET /api/quizzes/:id': publicRoute(async () => ({ url: `/api/quizzes/${(await createQuiz(app.db)).id}` })),
  'GET /api/quizzes/:id/cover.svg': publicRoute(async () => ({
    url: `/api/quizzes/${(await createQuiz(app.db)).id}/cover.svg`,
  })),
  'GET /api/settings/public': publicRoute(() => ({ url: '/api/settings/public' })),
  'GET /api/cart': forSignedIn(() => ({ url: '/api/cart' })),
  'GET /api/cart/count': forSignedIn(() => ({ url: '/api/cart/count' })),
  'POST /api/cart': forSignedIn(
    async () => ({ url: '/api/cart', body: { quizId: (await createQuiz(app.db)).id } }),
    201,
  ),
  'DELETE /api/cart/:itemId': ownedBy(async () => ({ url: `/api/cart/${await ownersCartItem()}` }), 204),
  'POST /api/quizzes/:id/claim': forSignedIn(async () => ({
    url: `/api/quizzes/${(await createQuiz(app.db, { price: 0 })).id}/claim`,
  })),
  // the others' carts are empty, so checkout is the rule answer CART_EMPTY for them
  'POST /api/checkout': ownedBy(
    async () => {
      await ownersCartItem();
      await emptyCartsOf([otherUser.id, await adminId()]);
      return { url: '/api/checkout', body: { method: 'CLICK' } };
    },
    200,
    422,
  ),
  'GET /api/payments/:paymentId': ownedBy(async () => ({ url: `/api/payments/${await ownersPayment()}` })),
  'POST /api/payments/demo/:paymentId/confirm': ownedBy(async () => ({
    url: `/api/payments/demo/${await ownersPayment()}/confirm`,
    body: { outcome: 'failure' },
  })),
  'GET /api/me/account': forSignedIn(() => ({ url: '/api/me/account' })),
  'PUT /api/me/language': forSignedIn(
    () => ({ url: '/api/me/language', body: { language: 'uz-Cyrl' } }),
    204,
  ),
  'GET /api/me/quizzes': forSignedIn(() => ({ url: '/api/me/quizzes' })),
  'GET /api/me/results': forSignedIn(() => ({ url: '/api/me/results' })),
  'GET /api/me/certificates': forSignedIn(() => ({ url: '/api/me/certificates' })),
  'GET /api/me/in-progress': forSignedIn(() => ({ url: '/api/me/in-progress' })),
  'GET /api/certificates/verify/:code': publicRoute(async () => ({
    url: `/api/certificates/verify/${(await passedResult(app, owner.client)).certificate.code}`,
  })),
  'GET /api/certificates/verify/:code/image.png': publicRoute(async () => ({
    url: `/api/certificates/verify/${(await passedResult(app, owner.client)).certificate.code}/image.png`,
  })),
  'GET /api/certificates/verify/:code/download': publicRoute(async () => ({
    url: `/api/certificates/verify/${(await passedResult(app, owner.client)).certificate.code}/download?format=pdf`,
  })),
  'GET /api/certificates/:id/download': asPlayer(
    ownedBy(async () => ({
      url: `/api/certificates/${(await passedResult(app, owner.client)).certificate.id}/download`,
    })),
  ),
  'GET /api/play/:quizId': publicRoute(async () => ({ url: `/api/play/${(await createQuiz(app.db)).id}` })),
  // only the owner bought it: the others get the rule answer PURCHASE_REQUIRED
  'POST /api/play/:quizId/start': asPlayer(
    ownedBy(
      async () => ({
        url: `/api/play/${(await claimedQuiz(app, owner.client)).id}/start`,
        body: { deviceId: TEST_DEVICE },
      }),
      200,
      403,
    ),
  ),
  'POST /api/play/sessions/:sessionId/resume': sessionRoute('resume', { deviceId: TEST_DEVICE }),
  'POST /api/play/sessions/:sessionId/takeover': sessionRoute('takeover', { deviceId: 'device-test-0002' }),
  'PUT /api/play/sessions/:sessionId/answers': asPlayer(
    ownedBy(async () => {
      const { sessionId, questionId } = await startedSession(app, owner.client);
      return {
        url: `/api/play/sessions/${sessionId}/answers`,
        body: { questionId, optionIndex: 1, currentQuestionIndex: 0 },
      };
    }),
  ),
  'POST /api/play/sessions/:sessionId/heartbeat': sessionRoute('heartbeat', { currentQuestionIndex: 0 }),
  'POST /api/play/sessions/:sessionId/pause': sessionRoute('pause', { reason: 'navigation' }),
  'POST /api/play/sessions/:sessionId/finish': sessionRoute('finish', {}),
  'POST /api/play/sessions/:sessionId/exit': sessionRoute('exit', {}, 204),
  'GET /api/play/results/:resultId': asPlayer(
    ownedBy(async () => ({
      url: `/api/play/results/${(await passedResult(app, owner.client)).resultId}`,
    })),
  ),
  'GET /api/notifications': forSignedIn(() => ({ url: '/api/notifications' })),
  'POST /api/notifications/:id/read': ownedBy(
    async () => ({
      url: `/api/notifications/${(await createUserNotification(app.db, owner.id)).id}/read`,
    }),
    204,
  ),
  'DELETE /api/notifications': forSignedIn(() => ({ url: '/api/notifications' }), 204),
  'GET /api/sessions': forSignedIn(() => ({ url: '/api/sessions' })),
  'PUT /api/sessions/current/device': forSignedIn(
    () => ({ url: '/api/sessions/current/device', body: { deviceInfo: { browser: 'Firefox' } } }),
    204,
  ),
  'POST /api/sessions/current/activity': forSignedIn(() => ({ url: '/api/sessions/current/activity' }), 204),
  'DELETE /api/sessions/:id': ownedBy(
    async () => ({ url: `/api/sessions/${await ownersSecondSignIn()}` }),
    204,
  ),
  'GET /api/events': asPlayer(forSignedIn(() => ({ url: '/api/events', stream: true }))),
  'GET /api/dev/mailbox': publicRoute(() => ({ url: '/api/dev/mailbox' })),
  'GET /api/dev/page': publicRoute(() => ({ url: '/api/dev/page?url=%2Fabout' })),
};

async function ownersCartItem() {
  const res = await owner.client.post('/api/cart', { quizId: (await createQuiz(app.db)).id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function ownersPayment() {
  await ownersCartItem();
  const res = await owner.client.post('/api/checkout', { method: 'CLICK' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().paymentId as string;
}

async function emptyCartsOf(userIds: string[]) {
  await app.db.delete(cartItems).where(inArray(cartItems.userId, userIds));
}

async function adminId() {
  const res = await admin.get('/api/auth/get-session');
  return res.json().user.id as string;
}

/** The id of another sign-in of the owner (ending the current one would sign the test out). */
async function ownersSecondSignIn() {
  const second = client(app.server);
  const signIn = await second.post('/api/auth/sign-in/email', {
    email: owner.email,
    password: DEMO_PASSWORD,
  });
  expect(signIn.statusCode).toBe(200);
  const sessions = (await owner.client.get('/api/sessions')).json().sessions as {
    id: string;
    current: boolean;
  }[];
  return sessions.find((s) => !s.current)!.id;
}

function browserOf(actor: Actor): Client {
  // the guest is a visitor with no credential at all: a guest access redeemed by an earlier case
  // would make them a player (guest-play.test.ts proves what a guest access opens)
  if (actor === 'guest') return client(app.server);
  return { guest, other: otherUser.client, admin, owner: owner.client }[actor];
}

async function send(actor: Actor, method: Method, call: Call) {
  const browser = browserOf(actor);
  if (!call.stream) return browser.request(method, call.url, call.body, call.headers);
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await app.server.inject({ method, url: call.url, headers: { cookie }, payloadAsStream: true });
  const stream = res.stream();
  // an open event stream never ends by itself: read the status and hang up
  if (res.statusCode === 200) stream.destroy();
  const body = res.statusCode === 200 ? '' : (await stream.toArray()).join('');
  return { statusCode: res.statusCode, body, json: () => JSON.parse(body) };
}

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('route access', () => {
  it('has one case per registered route, with the access level the route declares', () => {
    const registered = app.server.routeAccess.map(routeKey).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(registered);
    for (const route of app.server.routeAccess) expect(ROUTES[routeKey(route)]!.access).toBe(route.access);
  });

  it('has public, user and admin routes, and every /api/admin route is admin-only', () => {
    const byAccess = (access: string) => app.server.routeAccess.filter((r) => r.access === access);
    expect(byAccess('public').length).toBeGreaterThan(5);
    expect(byAccess('user').length).toBeGreaterThan(15);
    expect(byAccess('player').length).toBeGreaterThan(10);
    expect(byAccess('admin').length).toBeGreaterThan(0);
    const adminApi = app.server.routeAccess.filter((r) => r.url.startsWith('/api/admin/'));
    expect(adminApi.filter((r) => r.access !== 'admin')).toEqual([]);
  });

  describe.each(Object.entries(ROUTES))('%s', (key, routeCase) => {
    it(`answers guest ${routeCase.expected.guest}, other user ${routeCase.expected.other}, admin ${routeCase.expected.admin}, owner ${routeCase.expected.owner}`, async () => {
      const method = key.split(' ')[0] as Method;
      const call = await routeCase.call();
      for (const actor of ACTORS) {
        const res = await send(actor, method, call);
        expect(res.statusCode, `${actor}: ${res.body.slice(0, 200)}`).toBe(routeCase.expected[actor]);
        if (res.statusCode === 401 && (routeCase.access === 'user' || routeCase.access === 'player'))
          expect(res.json().error).toEqual({ code: 'UNAUTHENTICATED', message: uz.errors.UNAUTHENTICATED });
      }
    });
  });

  it("lists under /api/me never show another user's rows", async () => {
    const { quizId, resultId, certificate } = await passedResult(app, owner.client);
    for (const who of [otherUser.client, admin]) {
      expect(JSON.stringify((await who.get('/api/me/results')).json())).not.toContain(resultId);
      expect(JSON.stringify((await who.get('/api/me/certificates')).json())).not.toContain(certificate.id);
      expect(JSON.stringify((await who.get('/api/me/quizzes')).json())).not.toContain(quizId);
    }
    expect(JSON.stringify((await owner.client.get('/api/me/results')).json())).toContain(resultId);
  });

  it('the public settings say guest purchase starts off', async () => {
    for (const who of [guest, owner.client, admin]) {
      expect((await who.get('/api/settings/public')).json()).toMatchObject({ guestPurchaseEnabled: false });
    }
  });

  it('a signed-in browser write without an Origin is refused', async () => {
    const res = await owner.client.request('POST', '/api/auth/sign-out', {}, { origin: '' });
    expect(res.statusCode).toBe(403);
  });
});

describe('per-user write limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seed: true, config: { userWriteLimit: 3 } });
  });
  afterAll(() => limited.close());

  it('refuses a signed-in user past the limit with 429, while others still write', async () => {
    const heavy = await signedInDemo(limited, 'learner@demo.uz');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await heavy.request('DELETE', '/api/notifications')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refused = await heavy.request('DELETE', '/api/notifications');
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: uz.errors.RATE_LIMITED });
    // reads are not writes, and another user has a bucket of their own
    expect((await heavy.get('/api/notifications')).statusCode).toBe(200);
    const other = await signedInDemo(limited, 'admin@demo.uz');
    expect((await other.request('DELETE', '/api/notifications')).statusCode).toBe(204);
  });
});
