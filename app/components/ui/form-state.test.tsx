// The settings page and the change-password screen read their forms' state with form-state.ts instead
// of Conform's useForm. Each way those forms use it is rendered here both ways, from the same replies of
// the same schemas (as their actions make them), and must give the same markup.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FormAlert } from "~/components/form-alert";
import { ErrorList, Field } from "~/components/ui/field";
import { formError } from "~/http/responses.server";
import { changeEmailSchema } from "~/schemas/account-email";
import { changePasswordSchema } from "~/schemas/auth";
import { supportRequestSchema } from "~/schemas/billing";
import { constraintMessages, messageAttributes } from "~/schemas/constraint-messages";
import { phoneCodeSchema } from "~/schemas/phone";
import { preferencesSchema } from "~/schemas/preferences";
import { type FieldState, type FormState, formProps, formState, inputProps, selectProps, textareaProps } from "./form-state";

type Result = SubmissionResult<string[]> | undefined;
type Kit = {
  form: FormState;
  fields: Record<string, FieldState>;
  formProps: typeof formProps;
  inputProps: typeof inputProps;
  textareaProps: typeof textareaProps;
  selectProps: typeof selectProps;
};
type Options = {
  id: string;
  lastResult: Result;
  constraint?: ReturnType<typeof getZodConstraint>;
};

function WithConform({ options, view }: { options: Options; view: (kit: Kit) => ReactNode }) {
  const [form, fields] = useForm(options);
  const kit = {
    form,
    fields,
    formProps: getFormProps,
    inputProps: getInputProps,
    textareaProps: getTextareaProps,
    selectProps: getSelectProps,
  };
  return view(kit as unknown as Kit);
}

function WithFormState({ options, names, view }: { options: Options; names: string[]; view: (kit: Kit) => ReactNode }) {
  const [form, fields] = formState(options, names);
  return view({
    form,
    fields,
    formProps,
    inputProps,
    textareaProps,
    selectProps,
  });
}

// The cards' markup, the way each uses the form's state (app/components/settings/*).
const emailMessages = constraintMessages(changeEmailSchema);
const emailView = ({ form, fields, formProps, inputProps }: Kit) => (
  <form method="post" data-enhance="" {...formProps(form)}>
    <FormAlert title="Email not changed" message={form.errors?.[0]} id={form.errorId} />
    <Field
      label="New email"
      messages={emailMessages.email}
      errors={fields.email!.errors}
      inputProps={{
        ...inputProps(fields.email!, { type: "email" }),
        autoComplete: "email",
      }}
    />
    <Field
      label="Your password"
      hint="Yours."
      errors={fields.password!.errors}
      inputProps={{
        ...inputProps(fields.password!, { type: "password" }),
        autoComplete: "current-password",
      }}
    />
  </form>
);

const passwordView = ({ form, fields, formProps, inputProps }: Kit) => (
  <form method="post" data-needs-filled="" {...formProps(form)}>
    <FormAlert title="Failed to change password" message={form.errors?.[0]} id={form.errorId} />
    {(["oldPassword", "newPassword", "confirmPassword"] as const).map((name) => (
      <Field
        key={name}
        label={name}
        errors={fields[name]!.errors}
        inputProps={{
          ...inputProps(fields[name]!, { type: "password" }),
          autoComplete: "new-password",
          ...{ "data-match": fields.newPassword!.name },
        }}
      />
    ))}
  </form>
);

const supportMessages = constraintMessages(supportRequestSchema);
const supportView = ({ form, fields, formProps, inputProps, textareaProps }: Kit) => {
  const messageErrorId = fields.message!.errors?.length ? `${fields.message!.id}-error` : undefined;
  return (
    <form method="post" {...formProps(form)}>
      <FormAlert title="Request failed" message={form.errors?.[0]} id={form.errorId} />
      <Field
        label="Subject"
        errors={fields.subject!.errors}
        inputProps={{
          ...inputProps(fields.subject!, { type: "text" }),
          maxLength: 150,
        }}
      />
      <label htmlFor={fields.message!.id}>Message</label>
      <textarea
        {...textareaProps(fields.message!)}
        {...messageAttributes(supportMessages.message)}
        rows={5}
        aria-invalid={messageErrorId ? true : undefined}
        aria-describedby={messageErrorId}
      />
      <ErrorList id={messageErrorId} errors={fields.message!.errors} />
    </form>
  );
};

const deliveryView = ({ form, fields, formProps }: Kit) => (
  <form method="post" {...formProps(form)}>
    <FormAlert title="Update failed" message={form.errors?.[0]} id={form.errorId} />
    <input id="delivery-phone" name="phoneNumber" aria-invalid={fields.phoneNumber!.errors?.length ? true : undefined} />
    <ErrorList id="delivery-phone-error" errors={fields.phoneNumber!.errors} />
    <ErrorList id="delivery-time-error" errors={fields.deliveryTime!.errors} />
    <ErrorList id="delivery-timezone-error" errors={fields.timezone!.errors} />
  </form>
);

const phoneCodeView = ({ form, fields, formProps, inputProps }: Kit) => (
  <form method="post" {...formProps(form)}>
    <FormAlert title="Phone number not confirmed" message={form.errors?.[0]} id={form.errorId} />
    <Field
      label="6-digit code"
      errors={fields.code!.errors}
      inputProps={{
        ...inputProps(fields.code!, { type: "text" }),
        inputMode: "numeric",
        pattern: "[0-9 ]{6,7}",
        maxLength: 7,
        required: true,
      }}
    />
  </form>
);

// Every constraint an input can carry (getZodConstraint gives all but a step), with selects and a number.
const plentySchema = z.object({
  code: z
    .string()
    .min(3)
    .max(8)
    .regex(/^[A-Z]+$/),
  count: z.number().min(2).max(40).multipleOf(2),
  colours: z.array(z.enum(["red", "green", "blue"])).min(1),
  plan: z.enum(["monthly", "yearly"]),
  note: z.string().max(500).optional(),
});
const plentyView = ({ form, fields, formProps, inputProps, selectProps, textareaProps }: Kit) => (
  <form method="post" {...formProps(form)}>
    <input {...inputProps(fields.code!, { type: "text" })} />
    <input {...inputProps(fields.count!, { type: "number" })} />
    <select {...selectProps(fields.colours!)}>
      <option value="red">Red</option>
      <option value="green">Green</option>
      <option value="blue">Blue</option>
    </select>
    <select {...selectProps(fields.plan!)}>
      <option value="monthly">Monthly</option>
      <option value="yearly">Yearly</option>
    </select>
    <textarea {...textareaProps(fields.note!)} />
  </form>
);

type Case = {
  schema: z.ZodTypeAny;
  id: string;
  view: (kit: Kit) => ReactNode;
  constraint?: Options["constraint"];
  typed: [string, string][];
  hide?: string[];
};

const cases: Record<string, Case> = {
  email: {
    schema: changeEmailSchema,
    id: "change-email",
    view: emailView,
    constraint: getZodConstraint(changeEmailSchema),
    typed: [
      ["email", "not-an-address"],
      ["password", "hunter22"],
    ],
    hide: ["password"],
  },
  password: {
    schema: changePasswordSchema,
    id: "change-password",
    view: passwordView,
    constraint: getZodConstraint(changePasswordSchema),
    typed: [
      ["oldPassword", "old-secret"],
      ["newPassword", "short"],
      ["confirmPassword", "shorter"],
    ],
    hide: ["oldPassword", "newPassword", "confirmPassword"],
  },
  support: {
    schema: supportRequestSchema,
    id: "support",
    view: supportView,
    constraint: getZodConstraint(supportRequestSchema),
    typed: [
      ["subject", "Chart & <moon>"],
      ["message", 'Line one\nLine "two"'],
    ],
  },
  delivery: {
    schema: preferencesSchema,
    id: "delivery",
    view: deliveryView,
    typed: [
      ["phoneNumber", "+1 415 555"],
      ["deliveryTime", "05:00"],
      ["timezone", "Mars/Olympus"],
    ],
  },
  phoneCode: {
    schema: phoneCodeSchema,
    id: "phone-code",
    view: phoneCodeView,
    typed: [["code", "12 34"]],
  },
  plenty: {
    schema: plentySchema,
    id: "plenty",
    view: plentyView,
    constraint: {
      ...getZodConstraint(plentySchema),
      count: { ...getZodConstraint(plentySchema).count, step: 2 },
    },
    typed: [
      ["code", "ab"],
      ["count", "3"],
      ["colours", "red"],
      ["colours", "blue"],
      ["plan", "weekly"],
      ["note", "first"],
      ["note", "second"],
    ],
  },
};

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const parse = (schema: z.ZodTypeAny, entries: [string, string][]) => parseWithZod(formData(entries), { schema, async: true });

const handMadeValues = (typed: [string, string][]) => Object.fromEntries(typed.map(([name], index) => [name, index % 2 ? [] : ""]));

/** The replies a form's action can send back, each named. */
async function replies({ schema, typed, hide }: Case): Promise<[string, Result][]> {
  const [first] = typed[0]!;
  const validateOne = JSON.stringify({
    type: "validate",
    payload: { name: first },
  });
  return [
    ["no reply", undefined],
    [
      "field errors and a form error",
      (await parse(schema, [])).reply({
        formErrors: ["Our mail service is resting; try again in a minute."],
      }),
    ],
    ["typed values", (await parse(schema, typed)).reply()],
    [
      "typed values with a field error from the service",
      (await parse(schema, typed)).reply({
        fieldErrors: { [first]: ["Already taken"] },
      }),
    ],
    [
      "hidden fields",
      (await parse(schema, typed)).reply({
        hideFields: hide ?? [first],
        formErrors: ["Wrong password"],
      }),
    ],
    ["a repeated value", (await parse(schema, [...typed, typed[0]!])).reply()],
    [
      "empty values",
      (
        await parse(
          schema,
          typed.map(([name]) => [name, ""]),
        )
      ).reply(),
    ],
    ["one field validated by an intent", (await parse(schema, [["__intent__", validateOne]])).reply()],
    ["a form error without values", formError("Too many attempts. Please wait a minute.")],
    // Not what reply() makes (it drops empty values), but a result an action could write by hand.
    ["a hand-made reply with empty values and a skipped check", { status: "error", initialValue: handMadeValues(typed), error: { [first]: null } }],
  ];
}

const render = (test: Case, result: Result) => {
  const options: Options = {
    id: test.id,
    lastResult: result,
    constraint: test.constraint,
  };
  const names = [...new Set(test.typed.map(([name]) => name))];
  return {
    conform: renderToString(<WithConform options={options} view={test.view} />),
    plain: renderToString(<WithFormState options={options} names={names} view={test.view} />),
  };
};

describe("formState", () => {
  describe.each(Object.entries(cases))("the %s form", (_name, test) => {
    it("renders as Conform's useForm does, for every reply", async () => {
      for (const [reply, result] of await replies(test)) {
        const { conform, plain } = render(test, result);
        expect(plain, reply).toBe(conform);
      }
    });
  });

  it("shows what the replies carry (so the comparison is not of empty forms)", async () => {
    const email = Object.fromEntries(await replies(cases.email!));
    const withValues = render(cases.email!, email["typed values"]).plain;
    expect(withValues).toContain('value="not-an-address"');
    expect(withValues).toContain('aria-invalid="true"');
    expect(withValues).toContain('aria-describedby="change-email-email-error"');
    expect(withValues).toContain('required=""');
    expect(withValues).toContain('noValidate=""');
    const hiddenHtml = render(cases.email!, email["hidden fields"]).plain;
    expect(hiddenHtml).not.toContain("hunter22");
    expect(hiddenHtml).toContain('id="change-email-error"');
    expect(hiddenHtml).toContain('aria-describedby="change-email-error"');
    // Only the validated field's error shows: the password's does not.
    const oneField = email["one field validated by an intent"];
    expect(oneField?.error?.password).toBeDefined();
    expect(render(cases.email!, oneField).plain).not.toContain("change-email-password-error");

    const plenty = render(cases.plenty!, undefined).plain;
    for (const attribute of ['minLength="3"', 'maxLength="8"', 'pattern="^(?=.*(?:^[A-Z]+$)).*$"', 'min="2"', 'max="40"', 'step="2"', 'multiple=""'])
      expect(plenty).toContain(attribute);
    const plentyTyped = render(cases.plenty!, Object.fromEntries(await replies(cases.plenty!))["typed values"]).plain;
    expect(plentyTyped).toContain(">first,second</textarea>");
    expect(plentyTyped).toMatch(/<option value="blue" selected="">/);
  });
});
