export * from './account';
export * from './auth';
export * from './chat';
export * from './children';
export * from './common';
export * from './limits';
export * from './messages';
export * from './subscription';
