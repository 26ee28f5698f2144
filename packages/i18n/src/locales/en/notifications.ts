import type { BaseTranslation } from '../i18n-types';

/** English: notifications. */
const notifications = {
  notifications: {
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    allMarkedRead: 'All notifications marked as read',
    markAllReadFailed: 'Failed to mark all notifications as read',
    markReadFailed: 'Failed to mark notification as read',
    actionFailed: 'Action failed',
    filterPriority: 'Priority',
    filterRead: 'Read status',
    priority: { all: 'All', urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' },
    read: { all: 'All', unread: 'Unread', read: 'Read' },
    unread: 'Unread',
    empty: 'No notifications here.',
    loadFailed: 'Failed to load notifications',
    open: 'Open',
    action: { accept: 'Accept', decline: 'Decline' },
    actionTaken: 'You answered: {action:string}',
    note: 'Add a note (optional)',
    kinds: {
      helpTitle: 'A farmer needs help',
      helpVetTitle: 'A farmer needs a vet',
      helpCall: '{name:string} ({phone:string}) asks for a call: "{topic:string}".',
      helpUrgent: '{name:string} ({phone:string}) sent an urgent request: "{topic:string}".',
      helpReturned:
        '{name:string} ({phone:string}) is waiting again: "{topic:string}" was handed back to the queue.',
      helpAssigned: '{name:string} ({phone:string}) has a request now assigned: "{topic:string}".',
      registeredTitle: 'A farmer registered by USSD',
      registeredBody:
        '{name:string} ({phone:string}, {state:string}) registered by USSD. Call them, then approve.',
      interestTitle: 'Someone is interested in your listing',
      interestBody:
        '{name:string} is interested in “{listing:string}”. Call them on {phone:string}.',
      theyWrote: 'They wrote: “{message:string}”',
      acceptedTitle: 'The seller accepted your interest',
      acceptedBody:
        '{name:string} accepted your interest in “{listing:string}”. Call them on {phone:string}.',
      declinedTitle: 'The seller declined your interest',
      declinedBody: '{name:string} cannot take your offer on “{listing:string}” now.',
      answerTitle: 'Your request has an answer',
      answerBody:
        '{name:string} answered your request for “{product:string}”: {message:string} (call {phone:string})',
      reportTitle: 'Your agent filed a report',
      reportBody: '{name:string} filed a report about your farm ({type:string}): {issue:string}',
      layDropAgentTitle: 'Lay rate dropped at {name:string}’s farm',
      mortalityTitle: 'High mortality',
      mortalityBody:
        '{count:string} deaths in {section:string} on {date:string} ({rate:string}% of the animals).',
      mortalityAgentTitle: 'High mortality at {name:string}’s farm',
      reminderTitle: 'Time to record',
      reminderBody:
        'You have not saved a daily record for {days:string} days. Record today’s data so your figures stay right.',
      healthDueTitle: 'Vaccination or treatment due',
      healthDueBody: '{item:string} for {section:string} ({batch:string}) is due by {date:string}.',
      stockLowTitle: 'Feed running low',
      stockLowBody: '{item:string}: {days:string} day(s) of feed left at the current use.',
      medicineLowTitle: 'Medicine running low',
      medicineLowBody:
        '{item:string}: only {left:string} {unit:string} left, less than one more dose.',
    },
    pagination: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageLabel: 'Page {page:number} of {pages:number}',
    notices: {
      ninApprovedTitle: 'NIN verified',
      ninApprovedBody: 'Your National Identification Number (NIN) has been verified.',
      ninRejectedTitle: 'NIN not verified',
      ninRejectedBody:
        'Your NIN could not be verified: {reason:string}. Please check it and submit it again.',
      agentAssignedTitle: 'Your extension agent',
      agentAssignedBody: '{name:string} is now your extension agent. Phone: {phone:string}.',
      farmerAssignedTitle: 'New farmer assigned',
      farmerAssignedBody: '{name:string} has been assigned to you. Phone: {phone:string}.',
      listingHiddenTitle: 'Your listing was taken down',
      listingHiddenBody: 'An admin took down your listing “{listing:string}”: {reason:string}',
      requestHiddenTitle: 'Your request was taken down',
      requestHiddenBody: 'An admin took down your request for “{product:string}”: {reason:string}',
      farmersMovedInTitle: 'Farmers moved to you',
      farmersMovedInBody: 'An admin moved {count:number} farmer{{s}} to you.',
      farmersMovedOutTitle: 'Farmers moved to another agent',
      farmersMovedOutBody: 'An admin moved {count:number} of your farmer{{s}} to {name:string}.',
    },
    consultationKinds: {
      assignedTitle: 'Your request is being handled',
      assignedBody: '{name:string} is looking at your request “{topic:string}”.',
      assigneeTitle: 'A consultation was assigned to you',
      assigneeBody: '{asker:string} ({phone:string}) asked: “{topic:string}”.',
      answeredTitle: 'Your consultation request was answered',
      answeredBody: 'Answer to “{topic:string}”: {message:string}',
      closedTitle: 'Consultation request closed',
      closedBody: 'Your request “{topic:string}” was closed.',
      replyTitle: 'The farmer replied',
      replyBody: '{name:string} replied about “{topic:string}”: {message:string}',
    },
    consultationClosed: 'Closed: {note:string}',
  },
} satisfies BaseTranslation;

export default notifications;
