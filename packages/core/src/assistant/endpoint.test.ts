import { describe, expect, it } from 'vitest';
import { assistantNotice } from './endpoint';

describe('what a person is told about the assistant', () => {
  it('says where questions and diaries go when it is on, by where the model runs; that it is in development when off', () => {
    expect(assistantNotice(undefined)).toEqual({ key: 'landing.assistantText' });
    expect(assistantNotice({ place: 'thisMachine', host: '127.0.0.1', embeddings: false })).toEqual({
      key: 'assistant.sentThisMachine',
      params: { host: '127.0.0.1' },
    });
    expect(assistantNotice({ place: 'localNetwork', host: 'nas.local', embeddings: true })).toEqual({
      key: 'assistant.sentLocalNetwork',
      params: { host: 'nas.local' },
    });
    expect(assistantNotice({ place: 'elsewhere', host: 'api.deepseek.com', embeddings: false })).toEqual({
      key: 'assistant.sentElsewhere',
      params: { host: 'api.deepseek.com' },
    });
  });
});
