"""Kanban: Driver's Edition: a score keeper for Sandra, the Meetings, the weeks and Final Scoring."""
