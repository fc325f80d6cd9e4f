'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The box a table scrolls in when it is wider than the screen. Only while it scrolls is it a
 * group named by the table's caption that the keyboard can reach (Tab, then the arrow keys): a
 * table that fits adds no Tab stop. A group, not a region: a landmark would repeat the name of
 * the section around the table. Without JavaScript, browsers that make scrollable boxes
 * focusable themselves (Chromium, Firefox) still let the keyboard scroll it.
 */
export function ScrollBox({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      {...(scrolls ? { role: 'group', 'aria-labelledby': labelledBy, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
