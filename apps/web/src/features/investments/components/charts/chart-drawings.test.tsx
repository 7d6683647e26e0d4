import type {
  CompanyShare,
  GrowthBar,
  UpcomingMaturity,
} from "@kosh/core/investments/chart-data";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  DistributionChart,
  GrowthChart,
  StatusChart,
  UpcomingChart,
} from "./chart-drawings.tsx";

const slices = (container: HTMLElement) =>
  [...container.querySelectorAll("svg circle")].map(
    (circle) => circle.querySelector("title")?.textContent,
  );
const legend = (container: HTMLElement) =>
  [...container.querySelectorAll("li")].map((item) => item.textContent);
const height = (title: RegExp) =>
  parseFloat(screen.getByTitle(title).style.height);
const width = (title: RegExp) =>
  parseFloat(screen.getByTitle(title).style.width);

function companies(amounts: number[]): CompanyShare[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return amounts.map((amount, index) => ({
    company: `Bank ${index + 1}`,
    amount,
    percent: Math.round((amount / total) * 100),
  }));
}

describe("Portfolio Distribution drawing", () => {
  it("draws the seven largest companies and folds the rest into one 'other companies' slice", () => {
    const { container } = render(
      <DistributionChart
        shares={companies(
          [30, 20, 10, 10, 10, 5, 5, 6, 4].map((n) => n * 10_000),
        )}
      />,
    );
    expect(slices(container)).toEqual([
      "Bank 1: ₹3,00,000 (30%)",
      "Bank 2: ₹2,00,000 (20%)",
      "Bank 3: ₹1,00,000 (10%)",
      "Bank 4: ₹1,00,000 (10%)",
      "Bank 5: ₹1,00,000 (10%)",
      "Bank 6: ₹50,000 (5%)",
      "Bank 7: ₹50,000 (5%)",
      "2 other companies: ₹1,00,000 (10%)",
    ]);
    expect(legend(container)).toEqual([
      "Bank 1 30%",
      "Bank 2 20%",
      "Bank 3 10%",
      "Bank 4 10%",
      "Bank 5 10%",
      "Bank 6 5%",
      "Bank 7 5%",
      "2 other companies 10%",
    ]);
  });

  it("folds nothing for seven companies, and one left over is 'other company'", () => {
    const seven = render(
      <DistributionChart shares={companies([7, 6, 5, 4, 3, 2, 1])} />,
    );
    expect(slices(seven.container)).toHaveLength(7);
    expect(legend(seven.container).join()).not.toContain("other");
    seven.unmount();

    const eight = render(
      <DistributionChart shares={companies([8, 7, 6, 5, 4, 3, 2, 1])} />,
    );
    expect(legend(eight.container).at(-1)).toBe("1 other company 3%");
  });

  it("draws one company as a whole ring with its hole", () => {
    const { container } = render(
      <DistributionChart shares={companies([1_00_000])} />,
    );
    const circles = container.querySelectorAll("svg circle");
    expect(circles).toHaveLength(1);
    expect(circles[0]!.getAttribute("stroke-dasharray")).toBe("100 0");
    // The stroke stops short of the centre: a hole.
    const radius = Number(circles[0]!.getAttribute("r"));
    const width = Number(circles[0]!.getAttribute("stroke-width"));
    expect(radius - width / 2).toBeGreaterThan(0);
    expect(radius + width / 2).toBe(40);
  });
});

describe("Investment Status Overview drawing", () => {
  it("gives each status its share of the pie, leaving out a status with none", () => {
    const { container } = render(
      <StatusChart
        shares={[
          { status: "Active", count: 3, percent: 75 },
          { status: "Closed", count: 1, percent: 25 },
          { status: "Renewed", count: 0, percent: 0 },
        ]}
      />,
    );
    const circles = [...container.querySelectorAll("svg circle")];
    expect(circles.map((circle) => circle.getAttribute("stroke"))).toEqual([
      "#16a34a",
      "#dc2626",
    ]);
    // A pie: a stroke from the centre to the edge, turned to start at 12 o'clock.
    expect(circles[0]!.getAttribute("r")).toBe("20");
    expect(circles[0]!.getAttribute("stroke-width")).toBe("40");
    expect(container.querySelector("svg g")!.getAttribute("transform")).toBe(
      "rotate(-90)",
    );
    // Active, the first three quarters clockwise; Closed, the last quarter after them.
    const dash = (circle: Element) => [
      circle.getAttribute("stroke-dasharray"),
      circle.getAttribute("stroke-dashoffset"),
    ];
    expect(dash(circles[0]!)).toEqual(["75 100", "0"]);
    expect(dash(circles[1]!)).toEqual(["25 100", "-75"]);
    // Where the circle's path starts (12 o'clock), the last slice's pattern is well inside its
    // gap: at the edge of a dash, rounding drew a sliver there, a notch across the first slice.
    const [length, gap] = circles[1]!
      .getAttribute("stroke-dasharray")!
      .split(" ")
      .map(Number);
    const period = length! + gap!;
    const offset = Number(circles[1]!.getAttribute("stroke-dashoffset"));
    const phaseAtStart = ((offset % period) + period) % period;
    expect(phaseAtStart - length!).toBeGreaterThan(1);
    expect(period - phaseAtStart).toBeGreaterThan(1);
    expect(legend(container)).toEqual(["Active (75%)", "Closed (25%)"]);
  });
});

const growthBar = (
  id: string,
  company: string,
  principal: number,
  maturity: number,
): GrowthBar => ({
  id,
  label: company.slice(0, 8) + (company.length > 8 ? "…" : ""),
  company,
  type: "Fixed Deposit",
  principal,
  maturity,
});

describe("Investment Growth Potential drawing", () => {
  it("raises each column in proportion to its amount on a rupee axis", () => {
    render(
      <GrowthChart
        bars={[
          growthBar("a", "State Bank of India", 1_00_000, 1_50_000),
          growthBar("b", "HDFC Bank", 2_00_000, 2_30_000),
        ]}
      />,
    );
    // The axis runs ₹0 to ₹2.5 L in steps of ₹50,000.
    for (const tick of ["₹0", "₹50,000", "₹1 L", "₹1.5 L", "₹2 L", "₹2.5 L"]) {
      expect(screen.getByText(tick)).toBeInTheDocument();
    }
    expect(height(/State Bank of India[\s\S]*Principal: ₹1,00,000/)).toBe(40);
    expect(height(/State Bank of India[\s\S]*Maturity: ₹1,50,000/)).toBe(60);
    expect(height(/HDFC Bank[\s\S]*Principal: ₹2,00,000/)).toBe(80);
    expect(height(/HDFC Bank[\s\S]*Maturity: ₹2,30,000/)).toBe(92);
    expect(screen.getByText("State Ba…")).toBeInTheDocument();
    expect(screen.getByText("HDFC Ban…")).toBeInTheDocument();
  });

  it("draws two deposits with one bank as two groups", () => {
    render(
      <GrowthChart
        bars={[
          growthBar("a", "HDFC Bank", 1_00_000, 1_10_000),
          growthBar("b", "HDFC Bank", 50_000, 60_000),
        ]}
      />,
    );
    expect(screen.getAllByText("HDFC Ban…")).toHaveLength(2);
    expect(screen.getAllByTitle(/Principal/)).toHaveLength(2);
  });
});

const maturity = (
  id: string,
  company: string,
  endDate: string,
  amount: number,
): UpcomingMaturity => ({
  id,
  company,
  type: "Fixed Deposit",
  endDate,
  daysLeft: 10,
  maturity: amount,
});

describe("Upcoming Maturities drawing", () => {
  it("draws one bar per investment, as long as its maturity amount, labelled with company, date and amount", () => {
    render(
      <UpcomingChart
        items={[
          maturity("a", "State Bank of India", "2027-01-20", 4_52_000),
          maturity("b", "HDFC Bank", "2027-03-05", 56_804),
        ]}
      />,
    );
    // The axis runs ₹0 to ₹5 L.
    expect(
      width(/State Bank of India · Fixed Deposit, ends 20 Jan 27: ₹4,52,000/),
    ).toBeCloseTo(90.4);
    expect(
      width(/HDFC Bank · Fixed Deposit, ends 5 Mar 27: ₹56,804/),
    ).toBeCloseTo(11.3608);
    expect(screen.getByText("State Ba…")).toBeInTheDocument();
    expect(screen.getByText("20 Jan 27")).toBeInTheDocument();
    expect(screen.getByText("₹4.52 L")).toBeInTheDocument();
    expect(screen.getByText("₹56,804")).toBeInTheDocument();
    expect(screen.getByText("₹5 L")).toBeInTheDocument();
  });
});
