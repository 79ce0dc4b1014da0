import { API } from '@gp/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredContracts } from './api-contract';

describe('the shared API table and the registered contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists exactly the endpoints the controllers register', () => {
    const registered = registeredContracts()
      .map((c) => `${c.method} ${c.path}`)
      .sort();
    const table = Object.values(API)
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(new Set(registered).size).toBe(registered.length);
    expect(table).toEqual(registered);
  });
});
