// The parts of "Notifications on this device" that only work with JavaScript: whether this browser can
// subscribe, the subscribe-and-name form, and the test buttons. Loaded by the card after hydration,
// so the settings page's first load carries none of it.
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { PushDevice } from "~/domain/push";
import { pushState, subscribeHere, testDevice, type Support } from "./push-browser";

const DEVICE_NAME_MAX = 60;

export type PushStatus = { tone: "ok" | "error"; text: string } | null;

type ControlsProps = {
  devices: PushDevice[];
  endpoint: string | null;
  onEndpoint: (endpoint: string | null) => void;
  onStatus: (status: PushStatus) => void;
};

export default function PushControls({ devices, endpoint, onEndpoint, onStatus }: ControlsProps) {
  const revalidator = useRevalidator();
  const [support, setSupport] = useState<Support | "checking">("checking");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const mine = devices.find((device) => device.endpoint === endpoint) ?? null;

  useEffect(() => {
    let cancelled = false;
    pushState()
      .then((state) => {
        if (cancelled) return;
        onEndpoint(state.endpoint);
        setSupport(state.support);
        setName((current) => current || devices.find((device) => device.endpoint === state.endpoint)?.deviceName || state.suggestedName);
      })
      .catch(() => !cancelled && setSupport("unsupported"));
    return () => {
      cancelled = true;
    };
    // Once, when the card starts: the devices then name this browser; later changes come from here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    onStatus(null);
    try {
      onEndpoint(await subscribeHere(name));
      onStatus({ tone: "ok", text: mine ? "Name saved." : "This device will receive your daily insight at your delivery time." });
      await revalidator.revalidate();
    } catch (error) {
      onStatus({ tone: "error", text: error instanceof Error ? error.message : "Something went wrong. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  if (support === "checking") return <p className="mt-3 text-sm">Checking whether this browser can receive notifications…</p>;
  if (support === "unsupported") {
    return <p className="mt-3 text-sm">This browser cannot receive notifications from websites. Try another browser, or add Three Skies to your home screen first.</p>;
  }
  if (support === "no-worker") {
    return <p className="mt-3 text-sm">Notifications need the Three Skies app&apos;s service worker, which is not installed in this browser yet. Reload the page and try again.</p>;
  }
  return (
    <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={subscribe}>
      <div className="min-w-56 flex-1">
        <label htmlFor="push-device-name" className="label">
          Name this device
        </label>
        <input id="push-device-name" className="input" value={name} maxLength={DEVICE_NAME_MAX} onChange={(event) => setName(event.target.value)} placeholder="e.g. My phone" />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Working…" : mine ? "Save name" : "Turn on notifications here"}
      </button>
    </form>
  );
}

/** "Send a test" for one device; a device its push service has ended is removed and the list reloaded. */
export function PushTestButton({ device, onStatus }: { device: PushDevice; onStatus: (status: PushStatus) => void }) {
  const revalidator = useRevalidator();
  async function sendTest() {
    onStatus(null);
    try {
      const answer = await testDevice(device);
      onStatus(
        answer.removed
          ? { tone: "error", text: `${device.deviceName || "That device"} no longer accepts notifications, so it was removed. Subscribe it again from the device itself.` }
          : { tone: "ok", text: `Test sent to ${device.deviceName || "the device"}. It should appear within a minute.` },
      );
      if (answer.removed) await revalidator.revalidate();
    } catch (error) {
      onStatus({ tone: "error", text: error instanceof Error ? error.message : "The test message was not sent." });
    }
  }
  return (
    <button type="button" className="btn-ghost" onClick={() => void sendTest()}>
      Send a test
    </button>
  );
}
