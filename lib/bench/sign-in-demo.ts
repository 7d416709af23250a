// The core JWT of a demo account, through the legacy login route.
export async function signInDemo(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/registration/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "gatehouse" }),
  });
  if (response.status !== 200)
    throw new Error(`Signing in as ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
