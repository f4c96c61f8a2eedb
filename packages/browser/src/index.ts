// The browser's side of the platform services, for the clients that run in one (the web app, the mini program's H5
// build): the store reaches the DOM only through what these give it.
export * from './video-frame';
export * from './load-picture';
export * from './indexed-db-kept-files';
export * from './download';
export * from './browser-network';
export * from './photo-position';
export * from './picked-file';
export * from './choose-files';
export * from './streaming-transport';
