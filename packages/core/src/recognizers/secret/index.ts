export { secretRecognizer } from './recognizer.js';
export { isSecretValue } from './secret-keys.js';
export { jwtHeaderValid } from './tokens.js';
