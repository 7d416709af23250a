"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

// Measures its own width, so SVG charts draw at real pixel size (undistorted text) in a fixed-height box.
export function Responsive({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} style={{ height }} className="w-full">
      {width > 0 ? children(width) : null}
    </div>
  );
}
