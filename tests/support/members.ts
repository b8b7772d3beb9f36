// A member as the language tests need one: registered through /api/auth/register with the browser's
// Accept-Language (the language is chosen then), and given the London 1990 chart when asked.
import { expect } from "vitest";
import * as registerApi from "~/routes/api/auth.register";
import * as profileApi from "~/routes/api/profile";
import { Client } from "./routes";

const BIRTH = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London, England, GB", birthLatitude: 51.5074, birthLongitude: -0.1278 };

export async function memberSpeaking(header: string, email: string, { firstName = "Meera", lastName = "Li", chart = true } = {}): Promise<Client> {
  const client = new Client();
  const registered = await client.call(registerApi, "/api/auth/register", { method: "POST", json: { email, password: "lantern-orbit-123", firstName, lastName }, headers: { "accept-language": header } });
  expect(registered.status).toBe(201);
  if (chart) expect((await client.call(profileApi, "/api/profile", { method: "POST", json: BIRTH })).status).toBe(201);
  return client;
}
