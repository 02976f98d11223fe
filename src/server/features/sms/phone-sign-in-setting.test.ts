import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the public settings say whether phone sign-in is offered', () => {
  let withoutGateway: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    // production without Eskiz (config-sms.ts): a code would never arrive
    withoutGateway = await createTestApp({ config: { sms: { eskiz: null, phoneSignIn: false } } });
    development = await createTestApp();
  });
  afterAll(async () => {
    await withoutGateway.close();
    await development.close();
  });

  it('off where no SMS can be sent, on where the outbox shows the codes', async () => {
    const off = await client(withoutGateway.server).get('/api/settings/public');
    expect(off.json()).toMatchObject({ phoneSignIn: false });
    expect((await client(development.server).get('/api/settings/public')).json()).toMatchObject({
      phoneSignIn: true,
    });
  });
});
