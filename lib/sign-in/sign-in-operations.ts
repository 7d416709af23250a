import { clerkSessionBody, devSessionBody, devSessionSchema, loginBody, sessionSchema } from "../auth/auth-schemas";
import { EVERY_ROLE, residentOperation, type ResidentAuth } from "../framework/resident-operation";
import {
  accountSchema,
  passwordResetAnswerSchema,
  passwordResetBody,
  setPasswordBody,
} from "../invitations/invitation-schemas";

// Anyone with an account may sign in; the handler checks the credential and counts the attempt.
const signIn = (what: string): ResidentAuth => ({ kind: "credential", what, roles: EVERY_ROLE });

export const exchangeClerkSessionOperation = residentOperation({
  method: "post",
  path: "/api/v1/auth/clerk-session",
  family: "auth",
  tag: "auth",
  summary: "Exchange a Clerk session token for a core JWT",
  auth: signIn("Clerk session token (body)"),
  body: clerkSessionBody,
  response: { status: 200, shape: "plain", body: sessionSchema },
  errors: ["RATE_LIMITED"],
});

export const loginOperation = residentOperation({
  method: "post",
  path: "/registration/login",
  family: "auth",
  tag: "auth",
  summary: "Sign in with email and password (legacy mobile builds and the portal)",
  auth: signIn("email and password"),
  body: loginBody,
  response: { status: 200, shape: "plain", body: sessionSchema },
  errors: ["RATE_LIMITED"],
});

export const devSessionOperation = residentOperation({
  method: "post",
  path: "/api/v1/auth/dev-session",
  family: "auth",
  tag: "auth",
  summary: "Development sign-in by email",
  description: "A local stand-in for Clerk, refused in production; also sets the __session cookie.",
  auth: signIn("email only; development servers only"),
  body: devSessionBody,
  response: { status: 200, shape: "plain", body: devSessionSchema },
  errors: ["NOT_FOUND", "RATE_LIMITED"],
});

export const requestPasswordResetOperation = residentOperation({
  method: "post",
  path: "/api/v1/auth/password-reset",
  family: "auth",
  tag: "auth",
  summary: "Mail a link to reset the password",
  description: "The same answer for every address: whether an account uses it is never told.",
  auth: signIn("email (the same answer for any address)"),
  body: passwordResetBody,
  response: { status: 202, shape: "plain", body: passwordResetAnswerSchema },
  errors: ["RATE_LIMITED"],
});

export const setPasswordOperation = residentOperation({
  method: "post",
  path: "/api/v1/auth/set-password",
  family: "auth",
  tag: "auth",
  summary: "Set a password with a single-use invitation or reset link",
  auth: signIn("single-use link token (body)"),
  body: setPasswordBody,
  response: { status: 200, shape: "B", key: "account", item: accountSchema },
  errors: ["RATE_LIMITED"],
});

export const refreshSessionOperation = residentOperation({
  method: "post",
  path: "/api/v1/auth/refresh",
  family: "auth",
  tag: "auth",
  summary: "A fresh core JWT for the signed-in user",
  description: "Counted against the client's sign-in budget before the token is read.",
  auth: signIn("core JWT"),
  response: { status: 200, shape: "plain", body: sessionSchema },
  errors: ["RATE_LIMITED"],
});

export const signInOperations = [
  exchangeClerkSessionOperation,
  loginOperation,
  devSessionOperation,
  requestPasswordResetOperation,
  setPasswordOperation,
  refreshSessionOperation,
];
