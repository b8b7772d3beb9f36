// An expected failure as an HTML action shows it: said in the reader's language from the key and values
// the error carries (a field error repeating it too), or from the `forms` key of its English words; the
// status and the headers (Retry-After) kept. The /api's JSON stays in English.
import { describe, expect, it } from "vitest";
import { HttpError } from "~/domain/errors";
import type { Locale } from "~/i18n/locales";
import { CODE_LOCKED, NO_CODE, wrongCode } from "~/services/phone-verification.server";
import { RateLimitError } from "~/services/rate-limit.server";
import { apiHandler, formAction, formError, respond, shown } from "./responses.server";

const wrong = (tries: number) => new HttpError(400, wrongCode(tries), { code: [wrongCode(tries).text] });

/** The refusal as a settings form shows it (its field errors on their fields, else its message), answered in `locale`. */
async function localized(error: HttpError, locale: Locale) {
  const reply = { status: "error", error: error.errors ?? { "": [error.message] } };
  const answer = (await respond(shown(error, { result: reply }), locale)) as unknown as { data: { result: typeof reply }; init: ResponseInit };
  return { status: answer.init.status, headers: answer.init.headers, errors: answer.data.result.error };
}

describe("a refusal in the reader's language", () => {
  it("says a keyed message and the field error repeating it by their key, with the language's plural, in hi and zh", async () => {
    expect(await localized(wrong(1), "hi")).toMatchObject({ status: 400, errors: { code: ["यह कोड सही नहीं है। अब 1 प्रयास बाकी है।"] } });
    expect((await localized(wrong(3), "hi")).errors).toEqual({ code: ["यह कोड सही नहीं है। अब 3 प्रयास बाकी हैं।"] });
    expect((await localized(wrong(4), "zh-Hans")).errors).toEqual({ code: ["验证码不正确。还可以再试 4 次。"] });
    expect(await localized(new RateLimitError(7200, "test"), "zh-Hans")).toEqual({ status: 429, headers: { "Retry-After": "7200" }, errors: { "": ["请求过于频繁。请在 2 小时后重试。"] } });
    expect((await localized(new RateLimitError(1, "test"), "hi")).errors).toEqual({ "": ["बहुत अधिक अनुरोध। कृपया 1 सेकंड बाद फिर से प्रयास करें।"] });
  });

  it("says a message without values by its English words' key, leaves one the catalog lacks as written, and English unchanged", async () => {
    expect((await localized(new HttpError(400, NO_CODE, { code: [NO_CODE] }), "zh-Hans")).errors).toEqual({ code: ["这个号码没有待用的验证码。请重新发送验证码。"] });
    expect((await localized(new HttpError(409, "Not a catalog sentence."), "hi")).errors).toEqual({ "": ["Not a catalog sentence."] });
    for (const error of [wrong(2), new HttpError(400, CODE_LOCKED, { code: [CODE_LOCKED] }), new RateLimitError(890, "test")]) {
      expect(await localized(error, "en")).toEqual({ status: error.status, headers: error.headers, errors: error.errors ?? { "": [error.message] } });
    }
  });

  it("an HTML action shows the reader's words; the /api answers the same refusal in English, byte for byte", async () => {
    const answer = await formAction(async () => Promise.reject(wrong(2)), (error) => shown(error, { result: formError(error.message) }), "hi");
    expect(answer).toMatchObject({ data: { result: { error: { "": ["यह कोड सही नहीं है। अब 2 प्रयास बाकी हैं।"] } } }, init: { status: 400 } });
    const json = await apiHandler(async () => Promise.reject(wrong(2)));
    expect(await json.text()).toBe('{"message":"That code is not right. 2 tries left.","errors":{"code":["That code is not right. 2 tries left."]}}');
  });

  it("the /api names a failure's kind (`code`) beside its English message when the error has one", async () => {
    const refused = Object.assign(new HttpError(502, "The push service refused the last message."), { code: "refused" });
    expect(await (await apiHandler(async () => Promise.reject(refused))).text()).toBe('{"message":"The push service refused the last message.","code":"refused"}');
  });
});
