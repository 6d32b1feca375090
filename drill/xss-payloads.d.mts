// Types of drill/xss-payloads.mjs for the TypeScript tests that use it.
export interface XssPayload {
  id: string;
  value: string;
}
export const xssPayloads: XssPayload[];
