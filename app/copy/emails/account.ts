// The account emails (plain text; sent through the outbox). Each says why it was sent and what to do if
// the reader didn't ask for it.
import { brand } from "~/config/site";
import { signature } from "./signature";
import { CONFIRM_LINK_SECONDS, RESET_LINK_SECONDS } from "~/domain/account";

const hours = (seconds: number) => seconds / 3600;

export const accountEmails = {
  confirm: (name: string, link: string) => ({
    subject: `Confirm your email to finish creating your ${brand.name} account`,
    text: `Hola ${name},\n\nPlease confirm this is your email address to finish creating your ${brand.name} account:\n\n${link}\n\nThe link works for ${hours(CONFIRM_LINK_SECONDS)} hours. If you didn’t create an account, you can ignore this email: nothing happens without the confirmation.\n\n${signature}`,
  }),
  existingAccount: (name: string, loginLink: string, resetLink: string) => ({
    subject: `Someone tried to create a ${brand.name} account with your email`,
    text: `Hola ${name},\n\nSomeone (perhaps you) tried to create a new ${brand.name} account with this email address, but you already have one.\n\nSign in: ${loginLink}\nForgot your password? Reset it here: ${resetLink}\n\nIf it wasn’t you, no action is needed: your account hasn’t changed.\n\n${signature}`,
  }),
  welcome: (name: string, accountLink: string) => ({
    subject: `Welcome to ${brand.name}, ${name}`,
    text: `Hola ${name},\n\nYour ${brand.name} account is ready. Your orders, your plan and your licenses will all be in one place:\n\n${accountLink}\n\nWhenever you want to practice, your first class with a native teacher is one booking away.\n\n${signature}`,
  }),
  reset: (name: string, link: string) => ({
    subject: `Reset your ${brand.name} password`,
    text: `Hola ${name},\n\nWe received a request to reset the password of your ${brand.name} account. Choose a new password here:\n\n${link}\n\nThe link works once, for ${RESET_LINK_SECONDS / 60} minutes. Setting a new password signs you out on every other device. If you didn’t ask for this, ignore this email: your password stays as it is.\n\n${signature}`,
  }),
};
