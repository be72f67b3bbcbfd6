import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardContent, CardTitle } from "./card";
import { Checkbox } from "./checkbox";
import { Input } from "./input";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import { Skeleton } from "./skeleton";
import { Textarea } from "./textarea";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip";

const html = (node: React.ReactNode) => renderToStaticMarkup(node);

describe("the design system's primitives", () => {
  it("Button renders a real button, or its child link with the button's look", () => {
    expect(html(<Button>Go</Button>)).toMatch(/^<button [^>]*class="[^"]*bg-primary/);
    const link = html(
      <Button asChild variant="outline">
        <a href="/api/login">Login</a>
      </Button>,
    );
    expect(link).toMatch(/^<a [^>]*data-button=""[^>]*class="[^"]*border/);
    expect(link).toContain('href="/api/login"');
  });

  it("adds a caller's classes after the variant's", () => {
    expect(html(<Button className="mt-6">x</Button>)).toMatch(/class="[^"]*bg-primary[^"]* mt-6"/);
  });

  it("Badge has the spec's difficulty colours: Low green, Medium yellow, High red", () => {
    expect(html(<Badge variant="low">Low</Badge>)).toContain("bg-green-100");
    expect(html(<Badge variant="medium">Medium</Badge>)).toContain("bg-yellow-100");
    expect(html(<Badge variant="high">High</Badge>)).toContain("bg-red-100");
  });

  it("form fields are labelled and mark required fields for sighted users only", () => {
    const markup = html(
      <>
        <Label htmlFor="idea" required>
          Business idea
        </Label>
        <Input id="idea" required aria-invalid />
        <Textarea id="more" rows={3} />
        <Checkbox id="goal" aria-label="Market Size Validation" />
      </>,
    );
    expect(markup).toMatch(/<label [^>]*for="idea"/);
    expect(markup).toContain('<span class="ml-0.5 text-destructive" aria-hidden="true">*</span>');
    expect(markup).toContain('<input class="');
    expect(markup).toContain('rows="3"');
    expect(markup).toMatch(/<button (?=[^>]*role="checkbox")(?=[^>]*aria-checked="false")/);
  });

  it("Select renders an accessible combobox trigger", () => {
    const markup = html(
      <Select>
        <SelectTrigger aria-label="Industry">
          <SelectValue placeholder="Choose an industry" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="Technology">Technology</SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(markup).toContain('role="combobox"');
    expect(markup).toContain("Choose an industry");
  });

  it("Accordion items are buttons with aria-expanded", () => {
    const markup = html(
      <Accordion type="single" collapsible>
        <AccordionItem value="a">
          <AccordionTrigger>What is Ninefold?</AccordionTrigger>
          <AccordionContent>A strategy workspace.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(markup).toMatch(/<h3[^>]*><button type="button" aria-expanded="false"/);
  });

  it("Card and Skeleton render their structure", () => {
    expect(
      html(
        <Card>
          <CardTitle>T</CardTitle>
          <CardContent>C</CardContent>
        </Card>,
      ),
    ).toContain("<h3");
    expect(html(<Skeleton className="h-4" />)).toContain('aria-hidden="true"');
  });

  it("tooltips use spec §9's delays", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });
});
