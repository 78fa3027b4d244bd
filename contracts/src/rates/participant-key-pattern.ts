/** The participant key's shape (base64url, 22 to 64 characters), without TypeBox: the browser's key code checks it. */
export const PARTICIPANT_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
