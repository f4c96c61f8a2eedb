// Platform pieces for the clients that run in a browser (the web app, the mini program's H5 build).
export * from './browser/video-frame';
export * from './browser/load-picture';
export * from './browser/indexed-db-kept-files';
export * from './browser/download';
export * from './browser/browser-network';
