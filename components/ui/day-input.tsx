"use client";

import { useState, type InputHTMLAttributes } from "react";

// A whole day: a browser's date input reports the year as typed so far (2, 20, 202: "0002-11-28"), or "" while a
// part is missing.
const whole = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= "1000";

// A date input that keeps what is typed and hands on a day once it is whole, or what it holds when left (an empty
// field clears the day): each keystroke of a year would otherwise be sent, and the address would overwrite the field.
export function DayInput({
  value,
  onDay,
  ...rest
}: { value: string; onDay: (day: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "onFocus" | "type"
>) {
  const [text, setText] = useState(value);
  // The last day handed on: the address may still show an earlier one, so it is what a new day is compared with.
  const [sent, setSent] = useState(value);
  const [shown, setShown] = useState(value);
  const [focused, setFocused] = useState(false);
  // A day changed elsewhere (a reset, Back) replaces the field, but not while it is being typed in: the address may
  // be catching up with a day typed before.
  if (value !== shown) {
    setShown(value);
    if (!focused) {
      setText(value);
      setSent(value);
    }
  }
  const hand = (day: string) => {
    setSent(day);
    onDay(day);
  };
  return (
    <input
      {...rest}
      type="date"
      value={text}
      onFocus={() => setFocused(true)}
      onChange={(event) => {
        setText(event.target.value);
        if (whole(event.target.value) && event.target.value !== sent) hand(event.target.value);
      }}
      onBlur={(event) => {
        setFocused(false);
        if (text !== sent && (text === "" || whole(text))) hand(text);
        rest.onBlur?.(event);
      }}
    />
  );
}
