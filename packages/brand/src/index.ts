export * from './kiddo-mascot';
