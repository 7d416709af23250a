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
  "value" | "onChange" | "type"
>) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A day changed elsewhere (a reset, Back) replaces what the field holds.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <input
      {...rest}
      type="date"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (whole(event.target.value) && event.target.value !== value) onDay(event.target.value);
      }}
      onBlur={(event) => {
        if (text !== value && (text === "" || whole(text))) onDay(text);
        rest.onBlur?.(event);
      }}
    />
  );
}
