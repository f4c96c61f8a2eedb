// The in-memory platform, for tests of the store and of the apps built on it.
export { createMemoryPlatform, FakeResponse, type FakeAnswer, type MemoryPlatform } from './platform/memory-platform';
