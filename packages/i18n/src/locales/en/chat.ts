import type { BaseTranslation } from '../i18n-types';

/** English: the advisor chat. */
const chat = {
  chat: {
    close: 'Close chat',
    title: 'AI farming assistant',
    welcome: "Hello {name:string}! I'm your AI farming assistant. How can I help you today?",
    thinking: 'AI is thinking...',
    error: "I'm sorry, I encountered an error. Please try again.",
    messageLabel: 'Your question',
    placeholder: 'Ask about your animals, feed or records…',
    send: 'Send',
    hint: 'Enter to send · Shift+Enter for a new line',
    conversation: 'Conversation',
    you: 'You',
    assistant: 'AI assistant',
    like: 'Like this answer',
    dislike: 'Dislike this answer',
    feedbackFailed: 'Could not save your feedback. Please try again.',
    loadFailed: 'Could not open the chat. Check your connection and try again.',
    historyFailed: 'Could not load your earlier messages.',
    tooLong: 'Your message is too long: {max:number} character{{s}} at most.',
    signedOutTitle: 'Chat with us',
    signedOutBody: 'Log in to ask our AI farming assistant, or talk to the Kiwo team on WhatsApp.',
    whatsApp: 'Chat with us on WhatsApp',
    whatsAppGreeting: 'Hello Kiwo, I need help with my farm.',
  },
} satisfies BaseTranslation;

export default chat;
