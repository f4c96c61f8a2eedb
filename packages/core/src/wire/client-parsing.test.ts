// The clients' zod settings, made before any schema as the clients' entries do.
import './client-parsing';
import { describe, expect, it } from 'vitest';
import { REQUESTS } from '../contract';

describe("the clients' way of checking", () => {
  it('still takes every documented answer of the contract, and refuses a wrong one', () => {
    for (const definition of Object.values(REQUESTS)) {
      const checked = definition.response.safeParse(definition.example.response);
      expect(checked.success, `${definition.type}: ${checked.error?.message}`).toBe(true);
    }
    expect(REQUESTS.get_item_list!.response.safeParse({ diaryList: [{ objectId: 'd1' }] }).success).toBe(false);
  });
});
