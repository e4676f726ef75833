import { describe, expect, it } from "vitest";
import { loginFailureText, postLoginTarget, signupFailureText } from "@/lib/auth/redirects";

describe("postLoginTarget", () => {
  it("continues to payment when the login page carries next=payment", () => {
    expect(postLoginTarget("?next=payment&selected_plan=abc", "/pipeline/")).toBe("/?next=payment&selected_plan=abc");
  });
  it("follows the user's stored redirect_url, as a path or as a query", () => {
    expect(postLoginTarget("", "/network/")).toBe("/network/");
    expect(postLoginTarget("", "?next=payment")).toBe("/?next=payment");
  });
  it("never leaves the site", () => {
    expect(postLoginTarget("", "https://evil.example/")).toBe("/");
    expect(postLoginTarget("", "//evil.example/")).toBe("/");
    expect(postLoginTarget("", "/\\evil.example")).toBe("/");
    expect(postLoginTarget("", null)).toBe("/");
  });
});

describe("login and sign-up failure texts (spec 000 §8)", () => {
  it("maps each server message to its text", () => {
    expect(loginFailureText("Email not verified")).toBe(
      "The email you entered is not verified. Please verify your email and try again.",
    );
    expect(loginFailureText("Admin approval pending")).toBe("Your account is pending admin approval. Please wait for approval.");
    expect(loginFailureText("User is inactive")).toBe(
      "Your free trial has ended. Please contact the sales team for further assistance or to upgrade your plan.",
    );
    expect(loginFailureText("Invalid email or password")).toBe(
      "The email or password you entered is incorrect. Please check your credentials and try again.",
    );
  });
  it("maps sign-up failures by status and message", () => {
    expect(signupFailureText(401, "x")).toBe(
      "Registration with the domain email is not allowed. Please try again with a different email address.",
    );
    expect(signupFailureText(400, "Invalid LinkedIn profile URL")).toBe("An user with this linkedin URL already exists / Invalid url");
    expect(signupFailureText(409, "taken")).toBe(
      "The email you entered is already registered. Please try again with a different email address.",
    );
    expect(signupFailureText(null, undefined)).toBe("Something went wrong");
  });
});
