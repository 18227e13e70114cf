export * from './auth';
export * from './children';
export * from './common';
export * from './limits';
export * from './messages';
