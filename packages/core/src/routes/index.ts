// The route table and reading a path against it, alone: the web page's first script finds which screen it opens on
// without loading the rest of the domain.
export * from './route-table';
export * from './route-path';
export * from './desktop-path';
