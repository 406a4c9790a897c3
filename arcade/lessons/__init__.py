"""Lessons: a game taught at its real table, step by step, every move judged by the game's own rules.

A lesson is a YAML file (`assets/lessons/<game>/NN-name.yaml`, read by `lesson.load_lesson`); `course.Course`
follows one being played (its steps, goals, scripted replies), the same for the table and for
`python -m arcade.lessons GAME --check`, which plays every lesson by its own solution.
"""
